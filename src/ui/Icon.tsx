// The one icon set: line icons on a 24 px grid, 1.8 px strokes with round ends, drawn as inline SVG so they look
// the same on every device (emoji fonts vary, and some have none) and take the text colour. Decorative: the control
// that holds one carries the accessible name. docs/DESIGN.md lists which icon stands for what.

import { CLOSE_PATH, IconSvg, THEME_PATHS } from "./IconSvg";

const PATHS = {
  ...THEME_PATHS,
  // Post actions and states
  reply: "M9.5 7.5 5 12l4.5 4.5M5 12h9.5a4.5 4.5 0 0 1 4.5 4.5V18",
  repost: "M7 7h9l-2.5-2.5M17 17H8l2.5 2.5M16 7v4M8 17v-4",
  like: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  react: "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM8.5 14a4.3 4.3 0 0 0 7 0M9.2 9.6v.6M14.8 9.6v.6",
  bookmark: "M7 4h10v16l-5-3.6L7 20Z",
  more: "M5.5 11.2v1.6M12 11.2v1.6M18.5 11.2v1.6",
  ipfs: "M12 3.5l7.5 4.2v8.6L12 20.5l-7.5-4.2V7.7ZM4.8 7.9 12 12l7.2-4.1M12 12v8.3",
  pin: "M9 4h6l-1 5 3 3H7l3-3zM12 12v8",
  quote: "M6 17c2-1 3-3 3-5.5V7H5v5h3M15 17c2-1 3-3 3-5.5V7h-4v5h3",
  edit: "M4.5 19.5h4l10-10-4-4-10 10ZM13 7l4 4",
  // Editor tools
  attach: "M21 11.5l-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9",
  link: "M10 14a4 4 0 0 0 5.7 0l3.5-3.5a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3.5 3.5a4 4 0 0 0 5.7 5.7l1-1",
  poll: "M5 20V10M12 20V4M19 20v-7",
  // Visibility
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z",
  people: "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15c0-2.6-1.3-4.8-3.3-5.7",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9Z",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  mail: "M3.5 6h17v12h-17zM4 7l8 6 8-6",
  document: "M7 3h7l4 4v14H7zM14 3v4h4M9.5 12h5M9.5 15.5h5",
  // Navigation
  home: "M4 11 12 4l8 7M6.5 9.5V20h4v-5.5h3V20h4V9.5",
  bell: "M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 2h-14ZM10 20.5a2.2 2.2 0 0 0 4 0",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20",
  compose: "M12 5v14M5 12h14",
  menu: "M4 7h16M4 12h16M4 17h16",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20a7.5 7.5 0 0 1 15 0",
  place: "M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11ZM12 7.8a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4Z",
  compass: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM15.5 8.5l-2 5-5 2 2-5Z",
  settings: "M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 11v5.5M12 7.6v.4",
  logout: "M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10",
  close: CLOSE_PATH,
  back: "M15 5l-7 7 7 7",
  up: "M12 19V5M6 11l6-6 6 6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  play: "M8 5.5v13l10-6.5Z",
  userPlus: "M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM3 20a7 7 0 0 1 11.5-5.4M18 14v6M15 17h6",
  at: "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Zm0 0v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7.5V12l3 2",
  warning: "M12 4 2.8 19.5h18.4ZM12 10v4.5M12 17.2v.3",
  arrow: "M5 12h14M13 6l6 6-6 6",
  coin: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM14.8 9.2c-.4-.9-1.5-1.5-2.8-1.5-1.6 0-2.8.9-2.8 2.1 0 2.8 5.6 1.4 5.6 4.2 0 1.2-1.2 2.1-2.8 2.1-1.3 0-2.4-.6-2.8-1.5M12 6v1.7M12 16.3V18",
  music: "M9 18V6l10-2v12M9 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0ZM19 16a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0Z",
  mute: "M4 9.5h3.5L12 5.5v13l-4.5-4H4ZM16 9.5l5 5M21 9.5l-5 5",
  feeds: "M5 6h14M5 12h14M5 18h9",
} as const;

export type IconName = keyof typeof PATHS;
/** Icons pointing forwards or backwards along the line, which turn round in right-to-left text. */
const MIRRORED: ReadonlySet<IconName> = new Set(["back", "arrow"]);

/**
 * 20 px by default, the size of every action icon; 16 px for marks inside a line of text. IconSvg is called, not
 * rendered as a component of its own: a post card shows six icons, and each was two components deep.
 */
export function Icon({ name, size = 20, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return IconSvg({ d: PATHS[name], size, filled, bold: name === "more", mirrored: MIRRORED.has(name) });
}
