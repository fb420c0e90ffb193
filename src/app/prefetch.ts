// The first screen's requests and files, started together as the entry module begins to run, so nothing waits
// for the code before it: the instance, the current user and, for a signed-in home, the first timeline page
// (taken over by bootAtom and the home feed through lib/prefetch), plus every chunk and stylesheet the route's
// first screen loads (route-files.ts, made by build.mjs), instead of each being discovered when the one before runs;
// in another language, the words of the namespaces they register.
// The requests are plain fetches: their readers load with the code that takes the answers, not in the entry.
import { PAGE_SIZE } from "../api/client";
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import type { Instance } from "../api/types";
import { apiBaseUrl } from "../lib/api-base";
import { ensureCss } from "../lib/css";
import { sendEarly } from "../lib/prefetch";
import { load } from "../lib/storage";
import { guard } from "../access";
import { FALLBACK_PATH, ROUTES, type ViewModule } from "../routes";
import { knowWords } from "../state/i18n";
import { parseInstance, parseSession } from "../state/session";
import type { PackedRouteFiles, RouteFiles } from "./route-files";
import { viewModule } from "./Router";
import { loadSignedInFrame } from "./Shell";

/** The URL of an entry of RouteFiles.files (a shared chunk is its hash alone, a stylesheet its name and hash). */
export const fileUrl = (file: string): string =>
  file.includes("/") ? `/assets/${file}.js` : file.includes("-") ? `/assets/css/${file}.css` : `/assets/chunks/chunk-${file}.js`;

/** A list of indices the build wrote as a string of one character each (build.mjs: indexText). */
const indicesOf = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0) - 35 - (c > "\\" ? 1 : 0));
const split = (text: string): string[] => (text ? text.split(" ") : []);

/** The route map as the build packed it (route-files.ts: PackedRouteFiles). */
export function unpack(map: PackedRouteFiles): RouteFiles {
  const names = split(map.words);
  const wordsOf = (text: string) => indicesOf(text).map((i) => names[i]!);
  return {
    files: split(map.files),
    frame: indicesOf(map.frame),
    routes: map.routes.split(" ").map(indicesOf),
    frameWords: wordsOf(map.frameWords),
    routeWords: map.routeWords.split(" ").map(wordsOf),
  };
}

/** The route the app will show for this path, redirects followed as the router's guards would. */
export function routeFor(path: string, signedIn: boolean, instance: Instance | null): string {
  for (let hops = 0; hops < 3; hops++) {
    // The router's own rule (wouter's default parser): ":name" is one segment, a trailing slash is allowed, case ignored.
    const route = ROUTES.find((r) => matchRoute(parse, r.path, path)[0]);
    if (!route) {
      path = FALLBACK_PATH;
      continue;
    }
    // The user's role is not known yet; a signed-in person is assumed to see what the guard lets most people see.
    const redirect = guard(route.access, { authenticated: signedIn, user: null, instance });
    if (!redirect || (signedIn && route.access === "federated")) return route.name;
    path = redirect;
  }
  return "landing-page";
}

/** Links the route's chunks (modulepreload) and stylesheets (ensureCss, so the router waits for them). */
export function preloadRoute(name: string, signedIn: boolean, map: RouteFiles): string[] {
  const own = map.routes[ROUTES.findIndex((r) => r.name === name)] ?? [];
  const urls = [...(signedIn ? map.frame : []), ...own].map((i) => fileUrl(map.files[i]!));
  for (const url of new Set(urls)) {
    if (url.endsWith(".css")) {
      ensureCss(url);
    } else {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      document.head.appendChild(link);
    }
  }
  return urls;
}

/**
 * Starts the first screen's requests and files (`routeFiles`: the build's route map, which only the entry holds: in a
 * chunk, the map would name that chunk); resolves once its view's module is ready (never rejects).
 */
export function startFirstScreen(routeFiles: PackedRouteFiles): Promise<ViewModule | undefined> {
  const token = load<string | null>("session", parseSession, null);
  const route = routeFor(location.pathname, token !== null, load<Instance | null>("instance", parseInstance, null));
  const home = token !== null && route === "home";
  const base = apiBaseUrl();
  sendEarly("instance", null, `${base}/api/v1/instance`);
  if (token) sendEarly("verify_credentials", token, `${base}/api/v1/accounts/verify_credentials`);
  if (home) sendEarly("feed:home", token, `${base}/api/v1/timelines/home?limit=${PAGE_SIZE}`);
  const map = unpack(routeFiles);
  preloadRoute(route, token !== null, map);
  // Another language's words of the frame and of each view start with their code (state/i18n.ts: wordsAhead).
  knowWords(loadSignedInFrame, map.frameWords);
  ROUTES.forEach((r, i) => knowWords(r.view, map.routeWords[i] ?? []));
  // Run the view's module (and the frame's) as soon as they arrive, so the first render does not wait for them.
  const view = ROUTES.find((r) => r.name === route)?.view;
  if (token) void loadSignedInFrame();
  return view ? viewModule(view).catch(() => undefined) : Promise.resolve(undefined);
}
