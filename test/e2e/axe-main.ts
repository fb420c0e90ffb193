// axe-core on a page's main region (the page's context must bypass the CSP): its serious and critical violations.
import type { Page } from "playwright-core";

const AXE_PATH = new URL("../../node_modules/axe-core/axe.min.js", import.meta.url).pathname;

export async function seriousViolationsInMain(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [["main"]] });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}
