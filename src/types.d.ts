declare module "*.svg" {
  const url: string;
  export default url;
}
declare module "*.png" {
  const url: string;
  export default url;
}
declare module "*.css";
declare const __APP_VERSION__: string;
/** The one function the app takes from React's scheduler (src/main.tsx; scripts/react-unused.mjs keeps it). */
declare module "scheduler" {
  export function unstable_forceFrameRate(fps: number): void;
}
