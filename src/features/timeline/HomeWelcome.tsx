import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { guard } from "../../access";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { currentUserAtom, instanceAtom } from "../../state/session";
import { loadSuggestionsAtom } from "./actions";
import { SuggestionFollowButton } from "./SuggestionFollowButton";
import "./home-welcome.css";
import "../../state/ns/timeline";

/**
 * An empty home on the first day: what home, local and federated show, and a few active people from the
 * directory to follow. Suggestions are a bonus: when they cannot be loaded the guide still stands.
 */
export function HomeWelcome() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  const loadSuggestions = useSetAtom(loadSuggestionsAtom);
  const [people, setPeople] = useState<Account[] | null>(null);
  const site = instance?.title || LL.common.appName();
  const federated = guard("federated", { authenticated: true, user, instance }) === null;

  useEffect(() => {
    let live = true;
    loadSuggestions().then((list) => live && setPeople(list), () => live && setPeople([]));
    return () => {
      live = false;
    };
  }, [loadSuggestions]);

  return (
    <section className="card home-welcome" aria-labelledby="home-welcome-title">
      <h2 id="home-welcome-title">{LL.timeline.welcome({ instance: site })}</h2>
      <p>{LL.timeline.firstRun.intro()}</p>
      <ul className="home-welcome-feeds">
        <li>
          <Link href={href.local()}>{LL.timeline.local()}</Link>: {LL.timeline.firstRun.local({ instance: site })}
        </li>
        {federated && (
          <li>
            <Link href={href.federated()}>{LL.timeline.federated()}</Link>: {LL.timeline.firstRun.federated()}
          </li>
        )}
      </ul>
      {people && people.length > 0 && (
        <>
          <h3>{LL.timeline.firstRun.suggestions()}</h3>
          <ul className="home-welcome-people">
            {people.map((account) => (
              <li key={account.id}>
                <AccountCard account={account}>
                  <SuggestionFollowButton account={account} />
                </AccountCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={href.directory()} className="button">
        {LL.timeline.browseDirectory()}
      </Link>
    </section>
  );
}
