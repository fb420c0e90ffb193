import { useCallback, useSyncExternalStore } from "react";
import { useLL, useLocale } from "../../state/i18n";
import { relativeTime } from "./relative-time";
import { readNow, subscribeNow } from "./ticker";
import "../../state/ns/post";

// Intl formatters are costly to create (toLocaleDateString makes one per call): one per locale and style.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, style: "full" | "day" | "dayYear", date: Date): string {
  const key = `${locale} ${style}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === "full" ? { dateStyle: "medium", timeStyle: "short" } : { month: "short", day: "numeric", year: style === "dayYear" ? "numeric" : undefined };
    formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  }
  return f.format(date);
}

/** What the label depends on, as a string: a clock tick re-renders only the times whose label changes. */
function bucket(time: number, now: number): string {
  const r = relativeTime(new Date(time), new Date(now));
  return r.kind === "now" ? "now" : r.kind === "date" ? (r.withYear ? "dayYear" : "day") : `${r.kind} ${r.n} ${r.future ? "in" : "ago"}`;
}

/** "5 min", "in 2 h", "Mar 3": refreshed by the shared 5-second clock; the full date-time is the tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const LL = useLL();
  const locale = useLocale();
  const time = new Date(iso).getTime();
  const snapshot = useCallback(() => (Number.isNaN(time) ? "" : bucket(time, readNow())), [time]);
  const label = useSyncExternalStore(subscribeNow, snapshot, snapshot);
  if (!label) return null;
  const at = new Date(time);
  const [kind, n = "0", when] = label.split(" ");
  const future = when === "in";
  const count = { n: Number(n) };
  let text: string;
  switch (kind) {
    case "now":
      text = LL.post.time.now();
      break;
    case "minutes":
      text = future ? LL.post.time.inMinutes(count) : LL.post.time.minutes(count);
      break;
    case "hours":
      text = future ? LL.post.time.inHours(count) : LL.post.time.hours(count);
      break;
    case "days":
      text = future ? LL.post.time.inDays(count) : LL.post.time.days(count);
      break;
    default:
      text = format(locale, kind === "dayYear" ? "dayYear" : "day", at);
  }
  return (
    <time dateTime={iso} title={format(locale, "full", at)}>
      {text}
    </time>
  );
}
