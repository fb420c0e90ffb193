// The readers of answers only screens loaded on demand ask for (extras.ts), loaded with the first such call. A module
// of its own: the about page and the admin account list call it, and collections.ts brings the post reader along.
export const loadExtraReaders = () => import("./extras");
