import { useAtomValue } from "jotai";
import { displayName, handle } from "../../lib/account";
import { instanceAtom } from "../../state/session";
import "./account.css";
import type { Account } from "../../api/types";

type Named = Pick<Account, "username" | "acct" | "display_name">;

/** Display name as plain text, isolated so a hostile name cannot reorder the text around it. */
export function DisplayName({ account }: { account: Named }) {
  return <bdi className="display-name">{displayName(account)}</bdi>;
}

export function AccountHandle({ account }: { account: Named }) {
  const instance = useAtomValue(instanceAtom);
  return (
    <bdi className="handle" dir="ltr">
      {handle(account, instance?.uri)}
    </bdi>
  );
}
