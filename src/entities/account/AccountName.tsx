import { useStoreValue } from "../../state/use-store-value";
import { displayName, handle } from "../../lib/account";
import { EmojiText } from "../content/EmojiText";
import { instanceAtom } from "../../state/session";
import "./account.css";
import type { Account } from "../../api/types";

type Named = Pick<Account, "username" | "acct" | "display_name"> & { emojis?: Account["emojis"] };

/**
 * Display name as plain text with its custom emoji as images (capped per name, as in content), isolated so a
 * hostile name cannot reorder the text around it.
 */
export function DisplayName({ account }: { account: Named }) {
  const name = displayName(account);
  const emojis = Array.isArray(account.emojis) && account.emojis.length > 0 && name.includes(":") ? account.emojis : null;
  return <bdi className="display-name">{emojis ? <EmojiText text={name} emojis={emojis} /> : name}</bdi>;
}

export function AccountHandle({ account }: { account: Named }) {
  const instance = useStoreValue(instanceAtom);
  return (
    <bdi className="handle" dir="ltr">
      {handle(account, instance?.uri)}
    </bdi>
  );
}
