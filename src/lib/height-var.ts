// A stuck element's height as a variable on the root (index.css reads it), so the page's end and the other stuck
// elements keep clear of it: the notices, the offline banner.

/**
 * A ref callback (React 19's, with its cleanup) that keeps `--name` at the element's height while it is in the page
 * and removes it when the element goes. The observer reads the element it was given, never a ref, so a size report
 * arriving as the element leaves cannot find it gone.
 */
export function heightVar(name: `--${string}`) {
  return (el: HTMLElement | null) => {
    if (!el) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(name, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  };
}
