// What the shortcuts do on the page. They act on the post that has focus (or the first one in view) through the
// controls every post card has, so a shortcut does exactly what a click would. Loaded on the first shortcut.
import { href } from "../../paths";
import type { PostFocus } from "./post-focus";
import type { ShortcutAction } from "./shortcut-keys";

const POST = "#main article.post-card";
/** Below the sticky header, a post counts as in view. */
const HEADER = 72;

const posts = () => Array.from(document.querySelectorAll<HTMLElement>(POST));

const firstInView = (list: HTMLElement[]) => list.find((p) => p.getBoundingClientRect().bottom > HEADER) ?? null;

function focusPost(post: HTMLElement, { holderOf }: PostFocus): void {
  const holder = holderOf(post);
  if (!holder.hasAttribute("tabindex")) holder.tabIndex = -1;
  holder.focus({ preventScroll: true });
  holder.scrollIntoView({ block: "start" });
  window.scrollBy(0, -HEADER);
}

function move(step: 1 | -1, focus: PostFocus): void {
  const list = posts();
  const current = focus.focusedPost();
  const index = current ? list.indexOf(current) : -1;
  const target = index < 0 ? firstInView(list) : list[index + step];
  if (target) focusPost(target, focus);
}

function clickIn(selector: string, { focusedPost }: PostFocus): HTMLElement | null {
  const post = focusedPost() ?? firstInView(posts());
  const control = post?.querySelector<HTMLElement>(selector) ?? null;
  control?.click();
  return control;
}

/** Waits (briefly) for an element to appear after a navigation, then focuses it (or does `then` with it). */
function focusWhenThere(selector: string, ms = 5000, then = (el: HTMLElement) => el.focus()): void {
  const found = document.querySelector<HTMLElement>(selector);
  if (found) return then(found);
  const observer = new MutationObserver(() => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return;
    observer.disconnect();
    then(el);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), ms);
}

const COMPOSER = "#main .composer-stand-in-text, #main form textarea";

/** `focus`: the frame's own post-focus helpers, passed in so this lazy chunk shares no module with the frame. */
export function runShortcut(action: Exclude<ShortcutAction, "help">, navigate: (to: string) => void, focus: PostFocus): void {
  switch (action) {
    case "next":
      return move(1, focus);
    case "previous":
      return move(-1, focus);
    case "open":
      return void clickIn("a.post-time", focus);
    case "reply": {
      // On a timeline the reply control is a link to the thread: there the post's own reply button opens the editor.
      const control = clickIn('.post-actions [data-shortcut="reply"]', focus);
      if (control instanceof HTMLAnchorElement && control.target !== "_blank") {
        const id = decodeURIComponent(control.pathname.split("/").pop()!);
        focusWhenThere(`[data-thread-id="${CSS.escape(id)}"] .post-actions button[data-shortcut="reply"]`, 5000, (el) => el.click());
      }
      return;
    }
    case "like":
    case "repost":
      return void clickIn(`.post-actions [data-shortcut="${action}"]`, focus);
    case "menu":
      return void clickIn('.post-actions .menu > button[aria-haspopup="menu"]', focus);
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
