// Small line icons drawn as SVG, so they look the same on every device (emoji fonts vary, and some have none).
// Decorative: the control that holds one carries the accessible name.

const PATHS = {
  repost: "M7 7h9l-2.5-2.5M17 17H8l2.5 2.5M16 7v4M8 17v-4",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z",
  people: "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15c0-2.6-1.3-4.8-3.3-5.7",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9Z",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  mail: "M3.5 6h17v12h-17zM4 7l8 6 8-6",
  pin: "M9 4h6l-1 5 3 3H7l3-3zM12 12v8",
  document: "M7 3h7l4 4v14H7zM14 3v4h4M9.5 12h5M9.5 15.5h5",
  quote: "M6 17c2-1 3-3 3-5.5V7H5v5h3M15 17c2-1 3-3 3-5.5V7h-4v5h3",
  like: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
