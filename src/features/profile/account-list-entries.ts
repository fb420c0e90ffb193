// Loaded when a profile's menu opens (ProfileMenu): the request and the words of the menu's custom-feed
// entries, kept out of the profile's first load.
import type { Api } from "../../api/client";
import { getAccountLists } from "../../api/endpoints/account-extras";
import { href } from "../../paths";
import type { TranslationFunctions } from "../../../locales/i18n-types";
import { translationsReady } from "../../state/i18n";
import "../../state/ns/extras";

export interface ListEntry {
  label: string;
  href: string;
}

/** One link per custom feed of the signed-in person that holds the account, or one to the feeds when none does. */
export async function accountListEntries(api: Api, accountId: string, LL: TranslationFunctions): Promise<ListEntry[]> {
  // The words of this namespace arrive with this module: in another language they are fetched now.
  const [lists] = await Promise.all([getAccountLists(api, accountId), translationsReady()]);
  if (lists.length === 0) return [{ label: LL.extras.accountLists.none(), href: href.customFeeds() }];
  return lists.map((list) => ({ label: LL.extras.accountLists.inList({ title: list.title }), href: href.customFeedTimeline(list.id) }));
}
