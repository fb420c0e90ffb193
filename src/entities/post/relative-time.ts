// Relative time rules (spec §4, constants §11): minutes under 60 (0 is "now"), hours under 24, days under 7,
// otherwise a date (with the year only when it is not this year); future times read "in n …".

export type RelativeTime =
  | { kind: "now" }
  | { kind: "minutes" | "hours" | "days"; n: number; future: boolean }
  | { kind: "date"; date: Date; withYear: boolean };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(at: Date, now: Date): RelativeTime {
  const diff = now.getTime() - at.getTime();
  const future = diff < 0;
  const abs = Math.abs(diff);
  // The unit is chosen by the rounded value, so 59.5 minutes reads "1 h" rather than "60 min" (and the same at a
  // day and a week).
  const minutes = Math.round(abs / MINUTE);
  if (minutes < 60) return minutes === 0 ? { kind: "now" } : { kind: "minutes", n: minutes, future };
  const hours = Math.round(abs / HOUR);
  if (hours < 24) return { kind: "hours", n: hours, future };
  const days = Math.round(abs / DAY);
  if (days < 7) return { kind: "days", n: days, future };
  return { kind: "date", date: at, withYear: at.getFullYear() !== now.getFullYear() };
}
