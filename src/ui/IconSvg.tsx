// The drawing of every icon (ui/Icon.tsx), and the two icons the first screen shows (the theme switch): apart from
// the whole set, so the entry does not carry every icon's path.

export const THEME_PATHS = {
  sun: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4",
  moon: "M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10Z",
} as const;

/** The notices' close button draws it without the whole set (app/NoticeHost.tsx, in the entry). */
export const CLOSE_PATH = "M6 6l12 12M18 6 6 18";

/**
 * One icon: its stroke, fill and line ends come from the `.icon` rules (styles/index.css), not from attributes on
 * every drawing (a page of posts draws hundreds).
 */
export function IconSvg({
  d,
  size = 20,
  filled = false,
  bold = false,
  mirrored = false,
}: {
  d: string;
  size?: number;
  filled?: boolean;
  /** A heavier stroke, for drawings of dots. */
  bold?: boolean;
  /** Points along the line of text: turned round in right-to-left languages. */
  mirrored?: boolean;
}) {
  const className = `icon${filled ? " icon-filled" : ""}${bold ? " icon-bold" : ""}${mirrored ? " icon-mirrored" : ""}`;
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
