import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Session } from "../../api/endpoints/account-extras";
import { errorMessage } from "../../state/errors";
import { useLL, useLocale } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { endSessionAtom, loadSessionsAtom } from "./session-actions";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/extras";

/** Every session of this account; any but the current one can be signed out. */
export function SessionsSettings() {
  const LL = useLL();
  const locale = useLocale();
  const words = LL.extras.sessions;
  const load = useSetAtom(loadSessionsAtom);
  const end = useSetAtom(endSessionAtom);
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [ending, setEnding] = useState<number | null>(null);

  useEffect(() => {
    load().then(setSessions, setError);
  }, [load]);

  async function onEnd(session: Session) {
    if (ending !== null || !(await confirm({ message: words.confirmEnd(), confirmLabel: words.end() }))) return;
    setEnding(session.id);
    try {
      await end(session.id);
      setSessions((list) => list?.filter((s) => s.id !== session.id) ?? list);
      notice({ message: words.ended() });
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      setEnding(null);
    }
  }

  const date = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <SettingsSection title={words.title()}>
      <p className="hint">{words.hint()}</p>
      {error !== null && <p className="error-box" role="alert">{errorMessage(LL, error)}</p>}
      {sessions && (
        <ul className="session-list">
          {sessions.map((s) => (
            <li key={s.id} className="session">
              <span>
                <strong>{s.client_name || words.unknownApp()}</strong> {s.is_current && <span className="badge">{words.current()}</span>}
                <br />
                <span className="hint">{words.started({ date: date(s.created_at) })}</span>
              </span>
              {!s.is_current && (
                <button type="button" className="button" disabled={ending === s.id} onClick={() => onEnd(s)}>
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
