// Loads the stylesheet esbuild made for a lazily loaded view, before the view renders (see build.mjs).

let map: Record<string, string> | null = null;

function cssMap(): Record<string, string> {
  if (map) return map;
  try {
    map = JSON.parse(document.getElementById("view-css")?.textContent || "{}") as Record<string, string>;
  } catch {
    map = {};
  }
  return map;
}

const loading = new Map<string, Promise<void>>();

/** `route` is the route's name in src/routes.ts. */
export function loadViewCss(route: string): Promise<void> {
  const href = cssMap()[route];
  if (!href) return Promise.resolve();
  let pending = loading.get(href);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      // A missing stylesheet must not keep the view from showing.
      link.onload = link.onerror = () => resolve();
      document.head.insertBefore(link, document.querySelector('link[href="/custom.css"]'));
    });
    loading.set(href, pending);
  }
  return pending;
}
