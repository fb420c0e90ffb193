// What the shortcuts do on the page. They act on the post that has focus (or the first one in view) through the
// controls every post card has, so a shortcut does exactly what a click would.
import { href } from "../../paths";
import type { ShortcutAction } from "./shortcut-keys";

const POST = "#main article.post-card";
/** Below the sticky header, a post counts as in view. */
const HEADER = 72;

const posts = () => Array.from(document.querySelectorAll<HTMLElement>(POST));

/** A timeline entry holds its card; elsewhere the card itself takes focus. */
const holderOf = (post: HTMLElement): HTMLElement => post.closest<HTMLElement>("[data-entry-id]") ?? post;

/** The post that has focus or holds it, if any. */
function focusedPost(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  return active.closest<HTMLElement>("article.post-card") ?? active.querySelector<HTMLElement>(":scope > article.post-card");
}

const firstInView = (list: HTMLElement[]) => list.find((p) => p.getBoundingClientRect().bottom > HEADER) ?? null;

function focusPost(post: HTMLElement): void {
  const holder = holderOf(post);
  if (!holder.hasAttribute("tabindex")) holder.tabIndex = -1;
  holder.focus({ preventScroll: true });
  holder.scrollIntoView({ block: "start" });
  window.scrollBy(0, -HEADER);
}

/** Whether focus is on a post itself (Enter then opens it; on a link or button Enter keeps its own meaning). */
export function postHasFocus(): boolean {
  const active = document.activeElement as HTMLElement | null;
  const post = focusedPost();
  return Boolean(post && active && (active === post || active === holderOf(post)));
}

function move(step: 1 | -1): void {
  const list = posts();
  const current = focusedPost();
  const index = current ? list.indexOf(current) : -1;
  const target = index < 0 ? firstInView(list) : list[index + step];
  if (target) focusPost(target);
}

function clickIn(selector: string): void {
  const post = focusedPost() ?? firstInView(posts());
  post?.querySelector<HTMLElement>(selector)?.click();
}

/** Waits (briefly) for an element to appear after a navigation, then focuses it. */
function focusWhenThere(selector: string, ms = 5000): void {
  const found = document.querySelector<HTMLElement>(selector);
  if (found) return found.focus();
  const observer = new MutationObserver(() => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return;
    observer.disconnect();
    el.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ms);
}

const COMPOSER = "#main .composer-stand-in-text, #main form textarea";

export function runShortcut(action: Exclude<ShortcutAction, "help">, navigate: (to: string) => void): void {
  switch (action) {
    case "next":
      return move(1);
    case "previous":
      return move(-1);
    case "open":
      return clickIn("a.post-time");
    case "reply":
    case "like":
    case "repost":
      return clickIn(`.post-actions [data-shortcut="${action}"]`);
    case "menu":
      return clickIn('.post-actions .menu > button[aria-haspopup="menu"]');
    case "compose":
      if (!document.querySelector(COMPOSER)) navigate(href.home());
      return focusWhenThere(COMPOSER);
    case "search":
      return document.querySelector<HTMLElement>('form[role="search"] input')?.focus();
    case "home":
      return navigate(href.home());
    case "notifications":
      return navigate(href.notifications());
  }
}
