import { useAtomValue, useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { profileHref } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { importFollowersAtom } from "./actions";
import "../../state/ns/settings";
import "./settings.css";

export default function ImportFollowersView() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const importFollowers = useSetAtom(importFollowersAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [fromActorId, setFromActorId] = useState("");
  const [csv, setCsv] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { actor: useId(), csv: useId() };
  const ready = fromActorId.trim() !== "" && csv.trim() !== "";
  usePageTitle(LL.settings.imports.followersTitle());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    setError(null);
    try {
      await importFollowers({ fromActorId, csv });
      showNotice({ message: LL.settings.imports.followersImported() });
      if (user) navigate(profileHref(user));
    } catch (e) {
      setError(errorMessage(LL, e));
      setPending(false);
    }
  };

  return (
    <div className="settings">
      <h1>{LL.settings.imports.followersTitle()}</h1>
      <form className="settings-section card" onSubmit={submit}>
        <p>{LL.settings.imports.followersIntro()}</p>
        <div className="field">
          <label htmlFor={ids.actor}>{LL.settings.imports.fromActorId()}</label>
          <input
            id={ids.actor}
            type="url"
            value={fromActorId}
            placeholder={LL.settings.imports.fromActorIdPlaceholder()}
            onChange={(e) => setFromActorId(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.csv}>{LL.settings.imports.followersCsv()}</label>
          <textarea id={ids.csv} rows={8} value={csv} onChange={(e) => setCsv(e.target.value)} />
        </div>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!ready || pending}>
          {LL.settings.imports.import()}
        </button>
      </form>
    </div>
  );
}
