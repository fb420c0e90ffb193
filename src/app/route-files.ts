// Which files each route's first screen loads beyond the entry (URLs in `files`, indices per route). build.mjs
// replaces this module with the real map of the build (routeFiles); here, in tests and in watch mode, it is empty,
// so nothing is preloaded.
export interface RouteFiles {
  /** Under /assets/; ".js" is left out of chunk names and "chunks/chunk-" of shared chunks' (prefetch.ts: fileUrl). Only
   * data here: the build swaps the whole module. */
  files: string[];
  /** Files of the signed-in frame (header, sidebar), needed by every route of a signed-in person. */
  frame: number[];
  /** Each route's files, in the order of ROUTES (src/routes.ts): the names are there already. */
  routes: number[][];
  /** In dist/route-files.json only: the view and frame chunks, which the entry imports itself (left out here). */
  started?: number[];
  /** In dist/route-files.json only: namespaces of words each route's chunks register, for the size report. */
  words?: Record<string, string[]>;
}

const empty: RouteFiles = { files: [], frame: [], routes: [] };
export default empty;
