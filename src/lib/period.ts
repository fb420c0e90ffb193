/**
 * A polling period chosen from outside the product (a deployment, or an end-to-end test from an init script, sets a
 * global): used when it is a number of at least 200 ms, else the product's own period.
 */
export function chosenPeriod(chosen: unknown, fallback: number): number {
  return typeof chosen === "number" && Number.isFinite(chosen) && chosen >= 200 ? chosen : fallback;
}
