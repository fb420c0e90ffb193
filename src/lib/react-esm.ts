// React's API as ES module bindings, for the build only (build.mjs, reactEsmPlugin sends every `import … from
// "react"` here, the packages' too). React ships CommonJS: imported as is, every module that imports it gets its own interop
// line and each call reads through an object, `(0, r.useState)(…)`; bound once here, a call is a plain function
// call. A name src/ imports that is missing here fails the build (esbuild checks ES module imports).
import * as React from "react";

export default React;
export const {
  cloneElement,
  Component,
  createContext,
  createElement,
  forwardRef,
  Fragment,
  isValidElement,
  lazy,
  memo,
  startTransition,
  StrictMode,
  Suspense,
  use,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  version,
} = React;
