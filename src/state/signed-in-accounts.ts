// The accounts signed in on this browser, each with its own token, server and storage scope. The current one is
// also the stored session (state/session.ts); the others wait in this list until the person switches to them.
// Signing in and switching (./account-switch) load when someone does either.
import type { CredentialAccount } from "../api/types";
import type { Getter, Setter } from "jotai";
import { parseServer } from "../lib/api-base";
import { pickLocale, type Locale } from "../lib/locale";
import { isRecord, load, save } from "../lib/storage";
import { configAtom, DEFAULT_CONFIG, parseConfig } from "./config";
import { requestedLocale, setLocaleAtom } from "./i18n";
import type { SessionParts } from "./session";
import { appShared } from "./store";
// The signed-in user's reader, for the start (state/session.ts: this module loads then anyway).
export { readCredentialAccount } from "../api/normalize/account";

export interface SignedInAccount {
  token: string;
  /** The origin of the account's server; null for this instance's configured API. */
  server: string | null;
  /** Where the account's own drafts and settings are stored (lib/storage). */
  scope: string;
  id: string;
  acct: string;
  displayName: string;
  avatar: string;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

function parseAccount(raw: unknown): SignedInAccount | null {
  if (!isRecord(raw) || typeof raw.token !== "string" || !raw.token || typeof raw.id !== "string") return null;
  const server = raw.server === null ? null : (parseServer(raw.server) ?? undefined);
  if (server === undefined || typeof raw.scope !== "string" || !/^[a-z0-9]{0,16}$/.test(raw.scope)) return null;
  return { token: raw.token, server, scope: raw.scope, id: raw.id, acct: text(raw.acct), displayName: text(raw.displayName), avatar: text(raw.avatar) };
}

export const parseAccounts = (raw: unknown): SignedInAccount[] | undefined =>
  Array.isArray(raw) ? raw.map(parseAccount).filter((a): a is SignedInAccount => a !== null) : undefined;

export const loadAccounts = (): SignedInAccount[] => load("accounts", parseAccounts, []);

/** Every signed-in account, the current one included. */
export const signedInAccountsAtom = appShared<SignedInAccount[]>(loadAccounts());

/** The same person on the same server. */
export const sameAccount = (a: Pick<SignedInAccount, "server" | "id">, b: Pick<SignedInAccount, "server" | "id">) =>
  a.server === b.server && a.id === b.id;

/** The list with `account` added or updated (its name, avatar and token refreshed), in sign-in order. */
export function withAccount(list: SignedInAccount[], account: SignedInAccount): SignedInAccount[] {
  const at = list.findIndex((a) => sameAccount(a, account));
  return at < 0 ? [...list, account] : list.map((a, i) => (i === at ? account : a));
}

export function describe(user: CredentialAccount, token: string, server: string | null, scope: string): SignedInAccount {
  return { token, server, scope, id: user.id, acct: user.acct, displayName: user.display_name ?? "", avatar: user.avatar ?? "" };
}

export function storeAccounts(list: SignedInAccount[]): void {
  save("accounts", list);
}

/** Adds or refreshes the signed-in account in the list. */
export function remember(set: Setter, account: SignedInAccount): void {
  const list = withAccount(loadAccounts(), account);
  storeAccounts(list);
  set(signedInAccountsAtom, list);
}

/** signInAtom's work (./account-switch): the user fetched with the token at its server, the session stored, a fresh store. */
export const signInWith = async (get: Getter, set: Setter, session: SessionParts, token: string, named: string | null): Promise<void> =>
  (await import("./account-switch")).signInWith(get, set, session, token, named);

/** Shows the language a start would choose from `saved` (else the browser's), unless it is shown or on its way. */
function showLocaleOf(set: Setter, saved: Locale | undefined): void {
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  const locale = pickLocale(saved, browser);
  if (locale !== requestedLocale()) void set(setLocaleAtom, locale).catch(() => undefined);
}

/** The signed-in account as the account menu shows it, and its saved language (the settings just adopted). */
export function adoptAccount(get: Getter, set: Setter, account: SignedInAccount): void {
  remember(set, account);
  showLocaleOf(set, get(configAtom).locale);
}

/**
 * After a sign-out: the accounts still signed in (when this tab changed the stored list), and the language of this
 * browser without the account, as a new start would choose it.
 */
export function signedOut(set: Setter, listChanged: boolean): void {
  if (listChanged) set(signedInAccountsAtom, loadAccounts());
  showLocaleOf(set, load("config", parseConfig, DEFAULT_CONFIG).locale);
}
