import { useAtomValue, useSetAtom } from "jotai";
import type { Aliases } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { useLL } from "../../state/i18n";
import { useLoadTexts, useQuery } from "../../state/query";
import { currentUserAtom } from "../../state/session";
import { LoadStatus } from "../../ui/LoadStatus";
import { usePageTitle } from "../../state/title";
import { AddAliasForm } from "./AddAliasForm";
import { DeclaredAliasList } from "./DeclaredAliasList";
import { aliasesQuery } from "./identity-actions";
import "../../state/ns/settings";
import "./settings.css";

export default function AliasesView() {
  const LL = useLL();
  const texts = useLoadTexts();
  const accountId = useAtomValue(currentUserAtom)?.id ?? null;
  const query = useQuery(aliasesQuery, accountId);
  const aliases = query.data ?? null;
  const update = useSetAtom(aliasesQuery.updateAtom);
  const setAliases = (next: Aliases) => accountId && update(accountId, () => next);
  usePageTitle(LL.settings.aliases.title());

  return (
    <div className="settings" aria-busy={aliases === null && query.status !== "error"}>
      <h1>{LL.settings.aliases.title()}</h1>
      <p>{LL.settings.aliases.explanation()}</p>
      <LoadStatus status={query.status} hasData={aliases !== null} error={query.error} onRetry={query.refresh} texts={texts} />
      {aliases && aliases.declared_all.length > 0 && (
        <section className="settings-section card" aria-label={LL.settings.aliases.declared()}>
          <h2>{LL.settings.aliases.declared()}</h2>
          <DeclaredAliasList aliases={aliases} onChange={setAliases} />
        </section>
      )}
      {aliases && aliases.verified.length > 0 && (
        <section className="settings-section card" aria-label={LL.settings.aliases.verified()}>
          <h2>{LL.settings.aliases.verified()}</h2>
          <p className="hint">{LL.settings.aliases.verifiedHint()}</p>
          <ul className="alias-list">
            {aliases.verified.map((account) => (
              <li key={account.id}>
                <AccountCard account={account} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <AddAliasForm onAdded={setAliases} />
    </div>
  );
}
