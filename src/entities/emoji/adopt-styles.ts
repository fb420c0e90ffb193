// Lazily loaded chunks that are not route views (the post editor, the emoji picker) get no stylesheet from the
// router, so they bring their CSS as text and adopt it once. Constructed stylesheets are not inline styles, so the
// strict CSP (style-src 'self') allows them.
const adopted = new Set<string>();

export function adoptStyles(css: unknown): void {
  if (typeof css !== "string" || adopted.has(css) || typeof document === "undefined") return;
  adopted.add(css);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Very old browsers: the components still work unstyled.
  }
}
