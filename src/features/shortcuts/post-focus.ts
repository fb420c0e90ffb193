// Which post has the keyboard focus: read on every key (Enter opens only a focused post) and by the actions.

/** A timeline entry holds its card; elsewhere the card itself takes focus. */
export const holderOf = (post: HTMLElement): HTMLElement => post.closest<HTMLElement>("[data-entry-id]") ?? post;

/** The post that has focus or holds it, if any. */
export function focusedPost(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  return active.closest<HTMLElement>("article.post-card") ?? active.querySelector<HTMLElement>(":scope > article.post-card");
}

/** Whether focus is on a post itself (Enter then opens it; on a link or button Enter keeps its own meaning). */
export function postHasFocus(): boolean {
  const active = document.activeElement as HTMLElement | null;
  const post = focusedPost();
  return Boolean(post && active && (active === post || active === holderOf(post)));
}

/** What the shortcut actions need from here. */
export interface PostFocus {
  focusedPost: () => HTMLElement | null;
  holderOf: (post: HTMLElement) => HTMLElement;
}
