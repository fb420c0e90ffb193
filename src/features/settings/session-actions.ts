// Sessions (where you are signed in) and the server's notification policy.
import { atom } from "jotai";
import { deleteSession, getNotificationPolicy, getSessions, type NotificationPolicy, type Session } from "../../api/endpoints/account-extras";
import { defineQuery, parseList, parseObject, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";

export type { NotificationPolicy, Session };

export const sessionsQuery = defineQuery({
  name: "sessions",
  key: (_all: "all") => "all",
  load: (get) => getSessions(get(apiAtom)),
  parse: (raw) => parseList<Session>(raw),
  staleAfter: STALE_AFTER.short,
});

/** Signs a session out; the list on screen loses it once the server agrees. */
export const endSessionAtom = atom(null, async (get, set, sessionId: number) => {
  await deleteSession(get(apiAtom), sessionId);
  set(sessionsQuery.updateAtom, "all", (list) => list?.filter((s) => s.id !== sessionId));
});

export const notificationPolicyQuery = defineQuery({
  name: "notification-policy",
  key: (_all: "all") => "all",
  load: (get) => getNotificationPolicy(get(apiAtom)),
  parse: (raw) => parseObject<NotificationPolicy>(raw),
  staleAfter: STALE_AFTER.normal,
});
