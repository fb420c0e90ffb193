// axe-core in a page, served from the page's origin so its CSP stays in force: the serious and critical
// violations of WCAG 2.1 A/AA (colour contrast included).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The rules whose outcome depends on colours. A theme changes colours only (src/styles/index.css: the dark theme is a
 * set of colour tokens), so a page audited whole in one theme needs only these in the other.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Runs axe on the page; `rules` limits the audit to those rules (all WCAG 2.x A/AA rules otherwise). */
export async function axeOn(page: Page, rules?: string[]): Promise<Finding[]> {
  await page.route(/\/__axe\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: AXE }));
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!loaded) await page.addScriptTag({ url: "/__axe.js" });
  return page.evaluate(async (rules) => {
    // Cards off screen have `content-visibility: auto`: the browser skips their rendering until they near the
    // viewport, so axe's colour-contrast check (which reads the painted stack at a point) could see a card whose
    // rendering had not caught up and report colours that are never shown. Render everything while auditing; the
    // colours themselves are unchanged.
    for (const el of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
    }
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        // A contrast finding says what axe read (colours, ratio) and where the element was, to tell a real
        // colour from a moment of the page.
        targets: v.nodes.map((n: { target: string[]; any?: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[] }) => {
          const data = n.any?.[0]?.data;
          const box = document.querySelector(n.target.join(" "))?.getBoundingClientRect();
          const where = box ? ` at y=${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight}, scrollY=${Math.round(window.scrollY)}` : "";
          return n.target.join(" ") + (data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1${where})` : "");
        }),
      }));
  }, rules);
}

