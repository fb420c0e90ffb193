// Which files each route's first screen loads beyond the entry (URLs in `files`, indices per route). build.mjs
// replaces this module with the real map of the build (shortRouteFiles); here, in tests and in watch mode, it is
// empty, so nothing is preloaded.
export interface RouteFiles {
  /** Under /assets/; ".js" is left out of chunk names and "chunks/chunk-" of shared chunks', "css/" and ".css" of
   * stylesheets' (prefetch.ts: fileUrl). */
  files: string[];
  /** Files of the signed-in frame (header, sidebar), needed by every route of a signed-in person. */
  frame: number[];
  /** Each route's files, in the order of ROUTES (src/routes.ts): the names are there already. */
  routes: number[][];
  /** In dist/route-files.json only: the view and frame chunks, which the entry imports itself (left out here). */
  started?: number[];
  /** The namespaces of words the frame's chunks register (another language fetches them with the frame). */
  frameWords: string[];
  /** The namespaces of words each route's chunks register, in the order of ROUTES. */
  routeWords: string[][];
  /** In dist/route-files.json only: the namespaces of words each route's chunks register, by route name. */
  words?: Record<string, string[]>;
}

/**
 * RouteFiles as the code holds it (build.mjs: packed), as every byte of it is in a first load: the files joined by
 * spaces, each list of indices a string of one character per index (prefetch.ts: unpack), the routes' lists joined
 * by spaces. Only data here: the build swaps the whole module.
 */
export interface PackedRouteFiles {
  files: string;
  frame: string;
  routes: string;
  /** The namespaces of words the lists below number, joined by spaces. */
  words: string;
  /** The frame's namespaces and each route's (joined by spaces), packed like the files' lists. */
  frameWords: string;
  routeWords: string;
}

const empty: PackedRouteFiles = { files: "", frame: "", routes: "", words: "", frameWords: "", routeWords: "" };
export default empty;
