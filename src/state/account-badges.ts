// The unread notifications of the other signed-in accounts, for the account menu. Each is asked in the background
// with its own token at its own server (never the current account's API), when the menu appears or opens and at a
// slow interval. A failure leaves that account without a count: the badge is a hint, not a page.
import { atom } from "jotai";
import { createApi } from "../api/client";
import { getNotificationIds, getNotificationMarker } from "../api/endpoints/notification-count";
import { configuredApiBase } from "../lib/api-base";
import { countUnread } from "./notification-count";
import type { SignedInAccount } from "./signed-in-accounts";

/** The key of an account in the counts: its server ("" for this instance) and id. */
export const badgeKey = (a: Pick<SignedInAccount, "server" | "id">): string => `${a.server ?? ""} ${a.id}`;

/** Unread counts of the other accounts by badgeKey; an account not (yet) counted is absent. */
export const otherUnreadAtom = atom<ReadonlyMap<string, number>>(new Map());

/** An account's unread notifications, asked of its own server with its own token. */
export async function unreadOf(account: SignedInAccount): Promise<number> {
  const api = createApi({ baseUrl: account.server ?? configuredApiBase(), token: account.token });
  const [page, marker] = await Promise.all([getNotificationIds(api), getNotificationMarker(api)]);
  return countUnread(page.items, marker?.last_read_id ?? null);
}

/** Counts the unread notifications of `others` (the accounts not in use), each at once and on its own. */
export const refreshOtherUnreadAtom = atom(null, async (get, set, others: readonly SignedInAccount[]) => {
  await Promise.all(
    others.map(async (account) => {
      const key = badgeKey(account);
      let count: number | null;
      try {
        count = await unreadOf(account);
      } catch {
        count = null;
      }
      const next = new Map(get(otherUnreadAtom));
      if (count === null) next.delete(key);
      else next.set(key, count);
      set(otherUnreadAtom, next);
    }),
  );
});

/** How often the other accounts are asked while the menu is on screen: far less often than the current one. */
export const otherUnreadInterval = (currentPollMs: number): number => currentPollMs * 5;
