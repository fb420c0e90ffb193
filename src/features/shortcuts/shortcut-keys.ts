// Which key does what: the pure part of the keyboard shortcuts (as in Mastodon's web interface). The key handler
// (./key-handler) reads it on every key; the list the help shows is ./shortcut-list, which loads with the help.

export type ShortcutAction =
  | "next"
  | "previous"
  | "open"
  | "reply"
  | "like"
  | "repost"
  | "menu"
  | "compose"
  | "search"
  | "home"
  | "notifications"
  | "help";

const SINGLE: Readonly<Record<string, ShortcutAction | "g">> = {
  j: "next",
  k: "previous",
  o: "open",
  Enter: "open",
  r: "reply",
  f: "like",
  b: "repost",
  m: "menu",
  n: "compose",
  "/": "search",
  "?": "help",
  g: "g",
};

const AFTER_G: Readonly<Record<string, ShortcutAction>> = { h: "home", n: "notifications" };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The action of a key press, "g" for the first key of a two-key shortcut, or null. Shift counts as part of the
 * key ("?" is Shift+/ on many layouts); with Ctrl, Alt or Meta nothing is a shortcut.
 */
export function shortcutFor(e: KeyInput, afterG: boolean): ShortcutAction | "g" | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (afterG) return AFTER_G[e.key] ?? null;
  return Object.hasOwn(SINGLE, e.key) ? SINGLE[e.key] : null;
}

/** The second key of "g h" must follow within this time. */
export const SEQUENCE_MS = 1500;

/**
 * Whether a key pressed at `now` is the second of a two-key shortcut whose first key came at `gAt` (null: none
 * pending). Event times count from the page's load, so a key pressed in its first seconds is not "after g".
 */
export function followsG(gAt: number | null, now: number): boolean {
  return gAt !== null && now - gAt < SEQUENCE_MS;
}

/** Typing in a field (or an editable element) never triggers a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== "string") return false;
  return el.isContentEditable || el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT";
}
