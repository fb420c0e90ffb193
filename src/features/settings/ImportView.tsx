import { useAtomValue, useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { importFollowersAtom, importFollowsAtom } from "./actions";
import "../../state/ns/settings";
import "./settings.css";

/**
 * Imports a CSV list: the accounts to follow, or (moving here) the followers of an old account, which also asks
 * for that account's address. On success the person lands on their profile; on failure what was typed stays.
 */
export function ImportView({ kind }: { kind: "followers" | "follows" }) {
  const LL = useLL();
  const words = LL.settings.imports;
  const followers = kind === "followers";
  const user = useAtomValue(currentUserAtom);
  const importFollowers = useSetAtom(importFollowersAtom);
  const importFollows = useSetAtom(importFollowsAtom);
  const { run, pending, error } = useMutation((input: { fromActorId: string; csv: string }) =>
    followers ? importFollowers(input) : importFollows(input.csv),
  );
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [fromActorId, setFromActorId] = useState("");
  const [csv, setCsv] = useState("");
  const ids = { actor: useId(), csv: useId() };
  const ready = (!followers || fromActorId.trim() !== "") && csv.trim() !== "";
  usePageTitle(followers ? words.followersTitle() : words.followsTitle());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    if (!(await run({ fromActorId, csv })).ok) return;
    showNotice({ message: followers ? words.followersImported() : words.followsImported() });
    if (user) navigate(profileHref(user));
  };

  return (
    <div className="settings">
      <h1>{followers ? words.followersTitle() : words.followsTitle()}</h1>
      <form className="settings-section card" onSubmit={submit}>
        <p>{followers ? words.followersIntro() : words.followsIntro()}</p>
        {followers && (
          <div className="field">
            <label htmlFor={ids.actor}>{words.fromActorId()}</label>
            <input
              id={ids.actor}
              type="url"
              value={fromActorId}
              placeholder={words.fromActorIdPlaceholder()}
              onChange={(e) => setFromActorId(e.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.csv}>{followers ? words.followersCsv() : words.followsCsv()}</label>
          <textarea id={ids.csv} rows={8} value={csv} onChange={(e) => setCsv(e.target.value)} />
        </div>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={!ready} aria-disabled={pending}>
          {words.import()}
        </button>
      </form>
    </div>
  );
}
