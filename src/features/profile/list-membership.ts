import type { Api } from "../../api/client";
import { getAccountLists } from "../../api/endpoints/account-extras";

/** The titles of your custom feeds that include this profile. */
export async function loadListTitles(api: Api, accountId: string): Promise<string[]> {
  return (await getAccountLists(api, accountId)).map((list) => list.title);
}
