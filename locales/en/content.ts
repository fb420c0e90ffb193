// A long post's content past its first part: the toggle under it (loaded with the code that collapses it).
const content = {
  showMore: "Show more",
  showLess: "Show less",
} as const;

export default content;
