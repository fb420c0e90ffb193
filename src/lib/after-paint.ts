// Waiting for the browser to paint what was just rendered.

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints no frames). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function" || document.hidden) return void setTimeout(resolve, 0);
    // A tab hidden before the frame comes never paints it.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
