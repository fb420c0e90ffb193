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
  if (abs < HOUR) {
    const n = Math.round(abs / MINUTE);
    return n === 0 ? { kind: "now" } : { kind: "minutes", n, future };
  }
  if (abs < DAY) return { kind: "hours", n: Math.round(abs / HOUR), future };
  if (abs < 7 * DAY) return { kind: "days", n: Math.round(abs / DAY), future };
  return { kind: "date", date: at, withYear: at.getFullYear() !== now.getFullYear() };
}
