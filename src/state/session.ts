import { atom, type Getter, type Setter } from "jotai";
import { createApi, type Api } from "../api/client";
import type { CredentialAccount, Instance } from "../api/types";
import { getInstance } from "../api/endpoints/instance";
import { revokeToken, verifyCredentials } from "../api/endpoints/auth";
import { clearAll, isRecord, load, save } from "../lib/storage";
import { configAtom, parseConfig } from "./config";
import { apiBaseUrl } from "../lib/api-base";
import { adopt } from "../lib/prefetch";

/** The API host (lib/api-base): run-time config.js, else the build-time MITRA_API_URL, else this origin. */
export { apiBaseUrl };

export const parseSession = (raw: unknown) =>
  isRecord(raw) && typeof raw.token === "string" && raw.token ? raw.token : undefined;

export const tokenAtom = atom<string | null>(load<string | null>("session", parseSession, null));
export const currentUserAtom = atom<CredentialAccount | null>(null);
export const parseInstance = (raw: unknown) => (isRecord(raw) && typeof raw.uri === "string" ? (raw as Instance) : undefined);
/** Cached from the last visit so the first paint has the title; refreshed at every start. */
export const instanceAtom = atom<Instance | null>(load<Instance | null>("instance", parseInstance, null));
/** "pending" until start-up finishes; an Error when the current user could not be loaded (the token is kept). */
export const bootStatusAtom = atom<"pending" | "done" | Error>("pending");

/** Set when the session ended because the server rejected the token, so the landing page can say so. */
export const sessionExpiredAtom = atom(false);

let invalidTokenHandler: () => void = () => {};
/** The app wires this to signOutLocally once it has a store. */
export function onInvalidToken(handler: () => void): void {
  invalidTokenHandler = handler;
}

export const apiAtom = atom<Api>((get) =>
  createApi({ baseUrl: apiBaseUrl(), token: get(tokenAtom), onInvalidToken: () => invalidTokenHandler() }),
);

export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null && get(currentUserAtom) !== null);

/** Adopts the server's copy of the client settings, keeping local values the server does not have. */
function adoptUser(get: Getter, set: Setter, user: CredentialAccount) {
  set(currentUserAtom, user);
  const remote = (user.client_config as Record<string, unknown> | undefined)?.["mitra-web"];
  if (isRecord(remote)) set(configAtom, parseConfig({ ...get(configAtom), ...remote }));
}

/** Start-up: instance info and, with a stored token, the current user, in parallel. */
export const bootAtom = atom(null, async (get, set) => {
  const api = get(apiAtom);
  // The entry started both requests already (app/prefetch.ts); a retry asks again.
  const instance = (adopt<Instance>("instance", null) ?? getInstance(api)).then((i) => {
    set(instanceAtom, i);
    save("instance", i);
  });
  const user = get(tokenAtom)
    ? (adopt<CredentialAccount>("verify_credentials", api.token) ?? verifyCredentials(api)).then(
        (u) => adoptUser(get, set, u),
        (error: unknown) => {
          // An invalid token was already handled by onInvalidToken; other failures keep the token for a retry.
          if (get(tokenAtom) && (error as { status?: number }).status === 401) set(signOutLocallyAtom, true);
          else throw error;
        },
      )
    : Promise.resolve();
  set(bootStatusAtom, "pending");
  const [instanceResult, userResult] = await Promise.allSettled([instance, user]);
  set(bootStatusAtom, userResult.status === "rejected" ? toError(userResult.reason) : "done");
  if (instanceResult.status === "rejected" && !get(instanceAtom)) throw instanceResult.reason;
});

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** After a successful sign-in or sign-up: keep the token and fetch the user with it. */
export const signInAtom = atom(null, async (get, set, token: string) => {
  const api = createApi({ baseUrl: apiBaseUrl(), token });
  const user = await verifyCredentials(api);
  save("session", { token });
  set(tokenAtom, token);
  set(sessionExpiredAtom, false);
  adoptUser(get, set, user);
});

/** Ends the session in this browser: all stored data goes, the cached instance stays in memory. */
export const signOutLocallyAtom = atom(null, (get, set, expired: boolean) => {
  clearAll();
  set(tokenAtom, null);
  set(currentUserAtom, null);
  set(sessionExpiredAtom, expired);
  const instance = get(instanceAtom);
  if (instance) save("instance", instance);
});

/** Logout: revoke the token (a failure does not keep the user signed in), then clear everything. */
export const signOutAtom = atom(null, async (get, set) => {
  const token = get(tokenAtom);
  if (token) await revokeToken(get(apiAtom), token).catch(() => undefined);
  set(signOutLocallyAtom, false);
});

export const updateCurrentUserAtom = atom(null, (_get, set, user: CredentialAccount) => set(currentUserAtom, user));
