import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useParams } from "wouter";
import type { Affiliation } from "../../api/endpoints/groups";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { Timeline } from "../../entities/timeline/Timeline";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { currentUserAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { loadGroupAtom } from "./actions";
import { GroupAdminForm } from "./GroupAdminForm";
import "./groups.css";
import "../../state/ns/extras";

/** A group: its card, its members, the admin's form, and the posts sent to it. */
export default function GroupView() {
  const LL = useLL();
  const words = LL.extras.groups;
  const { groupId = "" } = useParams<{ groupId: string }>();
  const me = useAtomValue(currentUserAtom);
  const load = useSetAtom(loadGroupAtom);
  const [, navigate] = useLocation();
  const [data, setData] = useState<{ group: Account; members: Affiliation[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  usePageTitle(data ? data.group.display_name || data.group.username : words.title());
  const feed = useMemo(() => ({ kind: "group", id: groupId }) as const, [groupId]);

  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    load(groupId).then((d) => live && setData(d), (e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [groupId, load]);

  if (error !== null) {
    const missing = (error as { status?: number }).status === 404;
    return <p className={missing ? "empty" : "error-box"} role="alert">{missing ? words.notFound() : errorMessage(LL, error)}</p>;
  }
  if (!data) return <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>;
  const isAdmin = data.members.some((m) => m.affiliation === "admin" && m.account.id === me?.id);
  return (
    <div className="group-view">
      <h1>{data.group.display_name || data.group.username}</h1>
      <AccountCard account={data.group} />
      <section>
        <h2>{words.members()}</h2>
        <ul className="account-list">
          {data.members.map((m) => (
            <li key={m.account.id}>
              <AccountCard account={m.account}>{m.affiliation === "admin" && <span className="badge">{words.admin()}</span>}</AccountCard>
            </li>
          ))}
        </ul>
      </section>
      {isAdmin && (
        <GroupAdminForm
          group={data.group}
          onSaved={(group) => setData((d) => d && { ...d, group })}
          onDeleted={() => navigate(href.groups(), { replace: true })}
        />
      )}
      <section>
        <h2>{words.posts()}</h2>
        <Timeline feed={feed} label={words.posts()} />
      </section>
    </div>
  );
}
