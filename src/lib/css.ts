// Links a component's stylesheet when its module first runs (build.mjs turns `import "./x.css"` into this call).
// cssReady() lets the router wait so a lazily loaded view never shows unstyled.

const links = new Map<string, Promise<void>>();

export function ensureCss(href: string): void {
  if (links.has(href) || typeof document === "undefined") return;
  links.set(
    href,
    new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      // A missing stylesheet must not keep the view from showing.
      link.onload = link.onerror = () => resolve();
      // Before custom.css, so an operator's theme still wins.
      document.head.insertBefore(link, document.querySelector('link[href="/custom.css"]'));
    }),
  );
}

export async function cssReady(): Promise<void> {
  await Promise.all(links.values());
}
