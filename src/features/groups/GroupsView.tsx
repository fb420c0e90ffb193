import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { GroupFilter } from "../../api/endpoints/groups";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { href } from "../../paths";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { loadGroupsAtom } from "./actions";
import { CreateGroupForm } from "./CreateGroupForm";
import "./groups.css";
import "../../state/ns/extras";

function GroupList({ filter, title, added }: { filter: GroupFilter; title: string; added: Account[] }) {
  const LL = useLL();
  const load = useSetAtom(loadGroupsAtom);
  const [groups, setGroups] = useState<Account[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    load(filter).then((list) => live && setGroups(list), (e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [filter, load]);
  const all = [...added.filter((g) => !groups?.some((k) => k.id === g.id)), ...(groups ?? [])];
  return (
    <section>
      <h2>{title}</h2>
      {error !== null && <p className="error-box" role="alert">{errorMessage(LL, error)}</p>}
      {groups === null && error === null && <div className="spinner" role="status" aria-label={LL.common.loading()} />}
      {groups !== null && all.length === 0 && <p className="empty">{LL.extras.groups.none()}</p>}
      {all.length > 0 && (
        <ul className="account-list group-list">
          {all.map((g) => (
            <li key={g.id}>
              <AccountCard account={g}>
                <Link href={href.group(g.id)} className="button">{LL.extras.groups.posts()}</Link>
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
  const words = LL.extras.groups;
  usePageTitle(words.title());
  const [created, setCreated] = useState<Account[]>([]);
  return (
    <div className="groups-view">
      <h1>{words.title()}</h1>
      <GroupList filter="moderating" title={words.moderating()} added={created} />
      <GroupList filter="following" title={words.following()} added={created} />
      <CreateGroupForm onCreated={(group) => setCreated((list) => [group, ...list])} />
    </div>
  );
}
