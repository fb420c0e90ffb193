// What the keyboard shortcuts do with a key: which key is a shortcut, which post has focus, and the actions. Loaded
// with the first key pressed while the shortcuts are on (KeyboardShortcuts), not with every signed-in page.
import { focusedPost, holderOf, postHasFocus } from "./post-focus";
import { runShortcut } from "./shortcut-actions";
import { followsG, isTypingTarget, shortcutFor } from "./shortcut-keys";

/** A keydown listener for the shortcuts: `showHelp` on "?", the other actions run on the page. */
export function keyHandler(navigate: (to: string) => void, showHelp: () => void): (e: KeyboardEvent) => void {
  let gAt: number | null = null;
  return (e) => {
    if (e.defaultPrevented || isTypingTarget(e.target)) return;
    // An open dialog or menu has its own keys.
    if (document.querySelector("dialog[open]") || (e.target as Element).closest?.('[role="menu"]')) return;
    const afterG = followsG(gAt, e.timeStamp);
    gAt = null;
    const action = shortcutFor(e, afterG);
    if (!action || (e.key === "Enter" && !postHasFocus())) return;
    e.preventDefault();
    if (action === "g") gAt = e.timeStamp;
    else if (action === "help") showHelp();
    else runShortcut(action, navigate, { focusedPost, holderOf });
  };
}
