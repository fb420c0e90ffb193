// What the app needs of the "react-dom" package: the internals react-dom/client reads from it (build.mjs maps the
// package here). The package's own exports (createPortal, flushSync, preload, useFormStatus…) are CommonJS, so all of
// them would be in every first load although nothing calls them (test/unit/lib/react-dom-internals.test.ts checks
// that nothing imports them). The client installs its own dispatcher over `d` and calls these as the one before it.
// CommonJS, as react-dom/client requires it: as an ES module it would bring esbuild's interop helpers along.
function noop() {}

exports.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = {
  d: { f: noop, r: noop, D: noop, C: noop, L: noop, m: noop, X: noop, S: noop, M: noop },
  p: 0,
  findDOMNode: null,
};
