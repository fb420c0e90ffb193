// React's JSX runtime as ES module bindings, for the build only (see react-esm.ts): each element is then `jsx(…)`,
// not `(0, r.jsx)(…)` after an interop line in every module.
import * as runtime from "react/jsx-runtime";

export const { Fragment, jsx, jsxs } = runtime;
