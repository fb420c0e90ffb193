import { useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { useLL, useLocale } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { useLoadTexts, useQuery } from "../../state/query";
import { LoadStatus } from "../../ui/LoadStatus";
import { endSessionAtom, sessionsQuery, type Session } from "./session-actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/extras";

/** Every session of this account; any but the current one can be signed out. */
export function SessionsSettings() {
  const LL = useLL();
  const locale = useLocale();
  const words = LL.extras.sessions;
  const texts = useLoadTexts();
  const { data: sessions, status, error, refresh } = useQuery(sessionsQuery, "all");
  const end = useMutation(useSetAtom(endSessionAtom), { notifyError: true });
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [ending, setEnding] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  async function onEnd(session: Session) {
    if (end.pending || !(await confirm({ message: words.confirmEnd(), confirmLabel: words.end() }))) return;
    setEnding(session.id);
    const outcome = await end.run(session.id);
    setEnding(null);
    if (!outcome.ok) return;
    // The ended session's row goes, with the focused button: the focus stays in the list.
    list.current?.focus();
    notice({ message: words.ended() });
  }

  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <SettingsSection title={words.title()}>
      <p className="hint">{words.hint()}</p>
      <LoadStatus status={status} hasData={sessions !== undefined} error={error} onRetry={refresh} texts={texts} />
      {sessions && (
        <ul ref={list} className="session-list" tabIndex={-1} aria-label={words.title()}>
          {sessions.map((s) => (
            <li key={s.id} className="session">
              <span>
                <strong>{s.client_name || words.unknownApp()}</strong> {s.is_current && <span className="badge">{words.current()}</span>}
                <br />
                <span className="hint">{words.started({ date: date(s.created_at) })}</span>
              </span>
              {!s.is_current && (
                <button type="button" className="button" aria-disabled={ending === s.id} onClick={() => onEnd(s)}>
                  {words.end()}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
