// The drawing of every icon (ui/Icon.tsx), and the two icons the first screen shows (the theme switch): apart from
// the whole set, so the entry does not carry every icon's path.

export const THEME_PATHS = {
  sun: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4",
  moon: "M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10Z",
} as const;

/** The notices' close button draws it without the whole set (app/NoticeHost.tsx, in the entry). */
export const CLOSE_PATH = "M6 6l12 12M18 6 6 18";

export function IconSvg({
  d,
  size = 20,
  filled = false,
  strokeWidth = 1.8,
  mirrored = false,
}: {
  d: string;
  size?: number;
  filled?: boolean;
  strokeWidth?: number;
  /** Points along the line of text: turned round in right-to-left languages. */
  mirrored?: boolean;
}) {
  return (
    <svg
      className={mirrored ? "icon icon-mirrored" : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
