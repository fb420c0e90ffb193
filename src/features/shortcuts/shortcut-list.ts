// The shortcuts as the help lists them (ShortcutsHelp); which key does what on a key press is ./shortcut-keys.
import type { ShortcutAction } from "./shortcut-keys";

/** The keys of each action, in the order the help lists them; two keys in one entry are pressed one after the other. */
export const SHORTCUTS: readonly { keys: readonly string[][]; action: ShortcutAction }[] = [
  { keys: [["j"]], action: "next" },
  { keys: [["k"]], action: "previous" },
  { keys: [["o"], ["Enter"]], action: "open" },
  { keys: [["r"]], action: "reply" },
  { keys: [["f"]], action: "like" },
  { keys: [["b"]], action: "repost" },
  { keys: [["m"]], action: "menu" },
  { keys: [["n"]], action: "compose" },
  { keys: [["/"]], action: "search" },
  { keys: [["g", "h"]], action: "home" },
  { keys: [["g", "n"]], action: "notifications" },
  { keys: [["?"]], action: "help" },
];
