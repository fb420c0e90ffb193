import { useAtomValue, useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { profileHref } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { importFollowsAtom } from "./actions";
import "../../state/ns/settings";
import "./settings.css";

export default function ImportFollowsView() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const importFollows = useSetAtom(importFollowsAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [csv, setCsv] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const csvId = useId();
  usePageTitle(LL.settings.imports.followsTitle());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!csv.trim() || pending) return;
    setPending(true);
    setError(null);
    try {
      await importFollows(csv);
      showNotice({ message: LL.settings.imports.followsImported() });
      if (user) navigate(profileHref(user));
    } catch (e) {
      setError(errorMessage(LL, e));
      setPending(false);
    }
  };

  return (
    <div className="settings">
      <h1>{LL.settings.imports.followsTitle()}</h1>
      <form className="settings-section card" onSubmit={submit}>
        <p>{LL.settings.imports.followsIntro()}</p>
        <div className="field">
          <label htmlFor={csvId}>{LL.settings.imports.followsCsv()}</label>
          <textarea id={csvId} rows={8} value={csv} onChange={(e) => setCsv(e.target.value)} />
        </div>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!csv.trim() || pending}>
          {LL.settings.imports.import()}
        </button>
      </form>
    </div>
  );
}
