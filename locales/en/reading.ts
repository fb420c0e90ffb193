// Home's reading position: the offer to continue where the reader left off (loaded with it, after home's first screen).
const reading = {
  continue: "Continue where you left off",
  fromNewest: "Start from the newest",
  notFound: "The post where you left off is no longer in your home timeline.",
} as const;

export default reading;
