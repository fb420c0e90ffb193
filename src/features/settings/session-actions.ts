// Sessions (where you are signed in) and the server's notification policy.
import { atom } from "jotai";
import { deleteSession, getNotificationPolicy, getSessions } from "../../api/endpoints/account-extras";
import { apiAtom } from "../../state/session";

export const loadSessionsAtom = atom(null, (get) => getSessions(get(apiAtom)));

export const endSessionAtom = atom(null, (get, _set, sessionId: number) => deleteSession(get(apiAtom), sessionId));

export const loadNotificationPolicyAtom = atom(null, (get) => getNotificationPolicy(get(apiAtom)));
