// The landing page's parts that load after it: the public posts section.
export default {
  title: "Recent public posts",
  show: "Show recent public posts",
  empty: "No public posts yet.",
  more: "More on the local timeline",
} as const;
