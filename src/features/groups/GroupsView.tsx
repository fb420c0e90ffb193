import { Link } from "wouter";
import { AccountCard } from "../../entities/account/AccountCard";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { groupsQuery, type GroupFilter } from "./actions";
import { CreateGroupForm } from "./CreateGroupForm";
import "./groups.css";
import "../../state/ns/groups";

function GroupList({ filter, title }: { filter: GroupFilter; title: string }) {
  const LL = useLL();
  const texts = useLoadTexts();
  const { data: groups, status, error, refresh } = useQuery(groupsQuery, filter);
  return (
    <section>
      <h2>{title}</h2>
      <LoadStatus status={status} hasData={groups !== undefined} error={error} onRetry={refresh} texts={texts} />
      {groups?.length === 0 && <p className="empty">{LL.groups.none()}</p>}
      {groups && groups.length > 0 && (
        <ul className="account-list group-list">
          {groups.map((g) => (
            <li key={g.id}>
              <AccountCard account={g}>
                <Link href={href.group(g.id)} className="button">{LL.groups.posts()}</Link>
              </AccountCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The groups you run and follow, and a form to start one. */
export default function GroupsView() {
  const LL = useLL();
  const words = LL.groups;
  usePageTitle(words.title());
  return (
    <div className="groups-view">
      <h1>{words.title()}</h1>
      <GroupList filter="moderating" title={words.moderating()} />
      <GroupList filter="following" title={words.following()} />
      <CreateGroupForm />
    </div>
  );
}
