import { useCallback, useSyncExternalStore } from "react";
import { useLL, useLocale } from "../../state/i18n";
import { relativeTime } from "./relative-time";
import { whenIdle } from "../../lib/idle";
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

// The tooltip's full date-time waits until the page is idle: the first Intl.DateTimeFormat of a page costs tens of
// milliseconds on a slow phone (the time zone and calendar data load then), and most labels ("5 min", "2 h") need none.
// Created once in idle time after the first times are shown, it makes every title appear (a date label of an old post
// still creates its formatter at once).
let titles = false;
let warming = false;
const titleListeners = new Set<() => void>();

function warmTitles(): void {
  if (warming) return;
  warming = true;
  const run = () => {
    // Any formatter loads the shared data; the page's language is the one the titles will use.
    format(document.documentElement.lang || "en", "full", new Date());
    titles = true;
    for (const listener of titleListeners) listener();
  };
  whenIdle(run);
}

function subscribeTime(listener: () => void): () => void {
  titleListeners.add(listener);
  warmTitles();
  const stop = subscribeNow(listener);
  return () => {
    titleListeners.delete(listener);
    stop();
  };
}

/**
 * What the label depends on, as a string: a clock tick re-renders only the times whose label changes; "+" once the
 * titles are ready.
 */
function bucket(time: number, now: number): string {
  const r = relativeTime(new Date(time), new Date(now));
  const label = r.kind === "now" ? "now" : r.kind === "date" ? (r.withYear ? "dayYear" : "day") : `${r.kind} ${r.n} ${r.future ? "in" : "ago"}`;
  return titles ? `${label} +` : label;
}

/** "5 min", "in 2 h", "Mar 3": refreshed by the shared 5-second clock; the full date-time is the tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const LL = useLL();
  const locale = useLocale();
  const time = new Date(iso).getTime();
  const snapshot = useCallback(() => (Number.isNaN(time) ? "" : bucket(time, readNow())), [time]);
  const label = useSyncExternalStore(subscribeTime, snapshot, snapshot);
  if (!label) return null;
  const at = new Date(time);
  const ready = label.endsWith(" +");
  const [kind, n = "0", when] = (ready ? label.slice(0, -2) : label).split(" ");
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
    <time dateTime={iso} title={ready ? format(locale, "full", at) : undefined}>
      {text}
    </time>
  );
}
