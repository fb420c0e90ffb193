// Every dynamic import of the build goes through `__load` (build.mjs writes `__load("/assets/…")` where esbuild wrote
// `import("/assets/…")`, the same length, so the source maps hold). Some browsers keep a module whose download failed
// as failed for the page's lifetime (Chromium 150 does; 156 asks again): the same address imported again fails at
// once, without asking the network, so a chunk lost offline or on a flaky connection could not load until the page
// was reloaded, whatever the app's retry did. After a failure, the next try asks for the file under a new address,
// and once loaded there it stays at that one. That makes no second copy of a module: a file a dynamic import names is
// never imported statically by another (build.mjs checks), so only this loader ever asks for it, and at one address
// at a time. Imported first by main.tsx: defined before the first screen's modules are asked for.

/** By file: the address to ask for it at, once asking at its own failed. */
const addresses: Record<string, string> = {};

(self as { __load?: (url: string) => Promise<unknown> }).__load = (url) =>
  import(addresses[url] || url).catch((error: unknown) => {
    addresses[url] = `${url}?${Date.now()}`;
    throw error;
  });

// A module (for the type checker): the test imports it.
export {};
