import { useLL, useLocale } from "../../state/i18n";
import { relativeTime } from "./relative-time";
import { useNow } from "./ticker";
import "../../state/ns/post";

const fullFormats = new Map<string, Intl.DateTimeFormat>();
function fullDate(locale: string, date: Date): string {
  let f = fullFormats.get(locale);
  if (!f) fullFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" })));
  return f.format(date);
}

/** "5 min", "in 2 h", "Mar 3": refreshed by the shared 5-second clock; the full date-time is the tooltip. */
export function RelativeTime({ iso }: { iso: string }) {
  const now = useNow();
  const LL = useLL();
  const locale = useLocale();
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const r = relativeTime(at, new Date(now));
  let text: string;
  switch (r.kind) {
    case "now":
      text = LL.post.time.now();
      break;
    case "minutes":
      text = r.future ? LL.post.time.inMinutes({ n: r.n }) : LL.post.time.minutes({ n: r.n });
      break;
    case "hours":
      text = r.future ? LL.post.time.inHours({ n: r.n }) : LL.post.time.hours({ n: r.n });
      break;
    case "days":
      text = r.future ? LL.post.time.inDays({ n: r.n }) : LL.post.time.days({ n: r.n });
      break;
    case "date":
      text = at.toLocaleDateString(locale, { month: "short", day: "numeric", year: r.withYear ? "numeric" : undefined });
  }
  return (
    <time dateTime={iso} title={fullDate(locale, at)}>
      {text}
    </time>
  );
}
