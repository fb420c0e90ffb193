import { useSetAtom } from "jotai";
import { useRef, useState } from "react";
import type { Aliases } from "../../api/types";
import { AccountCard } from "../../entities/account/AccountCard";
import { displayName } from "../../lib/account";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { AliasProgress } from "./AliasProgress";
import { removeAliasAtom } from "./identity-actions";
import "../../state/ns/settings";

export function DeclaredAliasList({ aliases, onChange }: { aliases: Aliases; onChange: (aliases: Aliases) => void }) {
  const LL = useLL();
  const removeAlias = useSetAtom(removeAliasAtom);
  const showNotice = useSetAtom(showNoticeAtom);
  const [pending, setPending] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const remove = async (actorId: string) => {
    if (pending) return;
    setPending(actorId);
    try {
      onChange(await removeAlias(actorId));
      // The removed alias's row goes, with the focused button: the focus stays in the list (while it has any).
      list.current?.focus();
      showNotice({ message: LL.settings.aliases.removed() });
    } catch (e) {
      showNotice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ul ref={list} className="alias-list" tabIndex={-1} aria-label={LL.settings.aliases.declared()} aria-busy={pending !== null}>
        {aliases.declared_all.map(({ id, account }) => {
          const name = account ? displayName(account) : id;
          return (
            <li key={id}>
              {account ? (
                <AccountCard account={account} />
              ) : (
                <span className="alias-unknown">
                  <strong>{LL.settings.aliases.unknownAccount()}</strong>
                  <bdi dir="ltr">{id}</bdi>
                </span>
              )}
              <button
                type="button"
                className="button"
                aria-disabled={pending !== null}
                aria-label={LL.settings.aliases.remove({ name })}
                onClick={() => void remove(id)}
              >
                {LL.common.remove()}
              </button>
            </li>
          );
        })}
      </ul>
      <AliasProgress text={pending ? LL.settings.aliases.removing() : null} />
    </>
  );
}
