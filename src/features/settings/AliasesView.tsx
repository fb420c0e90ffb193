import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Aliases } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { usePageTitle } from "../../state/title";
import { AddAliasForm } from "./AddAliasForm";
import { DeclaredAliasList } from "./DeclaredAliasList";
import { loadAliasesAtom } from "./identity-actions";
import "../../state/ns/settings";
import "./settings.css";

export default function AliasesView() {
  const LL = useLL();
  const load = useSetAtom(loadAliasesAtom);
  const [aliases, setAliases] = useState<Aliases | null>(null);
  // The failure itself, put into words at render, so a language switch translates it without reloading.
  const [error, setError] = useState<unknown>(null);
  usePageTitle(LL.settings.aliases.title());

  useEffect(() => {
    let live = true;
    load().then(
      (a) => live && setAliases(a),
      (e: unknown) => live && setError(e ?? new Error()),
    );
    return () => {
      live = false;
    };
  }, [load]);

  return (
    <div className="settings" aria-busy={aliases === null && error === null}>
      <h1>{LL.settings.aliases.title()}</h1>
      <p>{LL.settings.aliases.explanation()}</p>
      {error !== null && (
        <p className="error-box" role="alert">
          {errorMessage(LL, error)}
        </p>
      )}
      {aliases === null && error === null && <p className="hint">{LL.common.loading()}</p>}
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
