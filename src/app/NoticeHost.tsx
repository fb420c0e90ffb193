import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { heightVar } from "../lib/height-var";
import { useLL } from "../state/i18n";
import { dismissNoticeAtom, noticesAtom, type Notice } from "../state/notices";
import { CLOSE_PATH, IconSvg } from "../ui/IconSvg";

const INFO_MS = 6000;

function NoticeItem({ notice }: { notice: Notice }) {
  const LL = useLL();
  const dismiss = useSetAtom(dismissNoticeAtom);
  useEffect(() => {
    // Errors stay until dismissed so nobody misses them; information fades.
    if (notice.kind === "error") return;
    const timer = setTimeout(() => dismiss(notice.id), INFO_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);
  return (
    <li className={`notice ${notice.kind}`}>
      <span>{notice.message}</span>
      <button type="button" className="icon-button" onClick={() => dismiss(notice.id)} aria-label={LL.common.close()}>
        <IconSvg d={CLOSE_PATH} />
      </button>
    </li>
  );
}

// The page's end scrolls clear of the notices (the body's padding in index.css), so the last post's buttons never stay
// stuck under them.
const measure = heightVar("--notices-size");

/** Results of actions and alerts; App keeps the live region (role=status) around it so they are announced. */
export default function NoticeHost() {
  const notices = useAtomValue(noticesAtom);
  return (
    <ul ref={measure}>
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} />
      ))}
    </ul>
  );
}
