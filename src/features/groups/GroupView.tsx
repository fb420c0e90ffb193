import { useAtomValue } from "jotai";
import { lazy, Suspense, useMemo } from "react";
import { useLocation, useParams } from "wouter";
import { AccountCard } from "../../entities/account/AccountCard";
import { Timeline } from "../../entities/timeline/Timeline";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { queryErrorMessage, useLoadTexts, useQuery } from "../../state/query";
import { currentUserAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { groupQuery } from "./actions";
import { GroupFollowButton } from "./GroupFollowButton";
import "./groups.css";
import "../../state/ns/groups";

// Only a group's admin sees the form: it loads when needed.
const GroupAdminForm = lazy(() => import("./GroupAdminForm").then((m) => ({ default: m.GroupAdminForm })));

/** A group: its card, its members, the admin's form, and the posts sent to it. */
export default function GroupView() {
  const LL = useLL();
  const words = LL.groups;
  const { groupId = "" } = useParams<{ groupId: string }>();
  const me = useAtomValue(currentUserAtom);
  const texts = useLoadTexts();
  const [, navigate] = useLocation();
  const { data, status, error, refresh } = useQuery(groupQuery, groupId);
  const name = data && (data.group.display_name || data.group.username);
  usePageTitle(name || words.title());
  const feed = useMemo(() => ({ kind: "group", id: groupId }) as const, [groupId]);

  if (!data) {
    if (status === "error" && (error as { status?: number } | null)?.status === 404) {
      return <p className="empty" role="alert">{words.notFound()}</p>;
    }
    return <LoadStatus status={status} hasData={false} error={error} onRetry={refresh} texts={texts} />;
  }
  const isAdmin = data.members.some((m) => m.affiliation === "admin" && m.account.id === me?.id);
  return (
    <div className="group-view">
      {status === "error" && <p className="error-box" role="alert">{queryErrorMessage(LL, error)}</p>}
      <h1>{name}</h1>
      <AccountCard account={data.group}>
        <GroupFollowButton group={data.group} />
      </AccountCard>
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
        <Suspense fallback={null}>
          <GroupAdminForm group={data.group} onDeleted={() => navigate(href.groups(), { replace: true })} />
        </Suspense>
      )}
      <section>
        <h2>{words.posts()}</h2>
        <Timeline feed={feed} label={words.posts()} />
      </section>
    </div>
  );
}
