// Pure rules of the profile page (constants §4, §17); its menu's are in menu-rules.ts, which loads with the menu.
import type { Account, Field } from "../../api/types";
import { isRemote } from "../../lib/account";

/** Maximum number of extra fields shown (EXTRA_FIELD_COUNT_MAX). */
export const FIELDS_SHOWN = 10;

/** Identity proofs first, then fields, cut to the maximum. */
export function visibleFields(account: Pick<Account, "identity_proofs" | "fields">): Field[] {
  return [...account.identity_proofs, ...account.fields].slice(0, FIELDS_SHOWN);
}

/** Stats are shown for local accounts only. */
export const showsStats = (account: Pick<Account, "username" | "acct">): boolean => !isRemote(account);

/** A visitor may not see a remote profile's gallery. */
export const galleryVisible = (account: Pick<Account, "username" | "acct">, signedIn: boolean): boolean =>
  signedIn || !isRemote(account);
