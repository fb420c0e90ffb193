// Pure rules of the sign-in and sign-up form; the messages wallets sign are in sign-in-messages.ts, which loads
// only when a wallet method is used.
import type { TranslationFunctions } from "../../../locales/i18n-types";
import "../../state/ns/auth";

export type LoginMethod = "password" | "eip4361" | "caip122_monero";
export type FormMode = "signIn" | "signUp";

export interface FormFields {
  username: string;
  password: string;
  signature: string;
  inviteCode: string;
}

const USERNAME = /^[A-Za-z0-9_-]*$/;

/** Letters, digits, hyphen and underscore; an empty field counts as valid while typing. */
export const isValidUsername = (username: string): boolean => USERNAME.test(username);

/**
 * What a person may type for their name, made the local username: surrounding spaces go, and a full handle of this
 * instance (`@alice@this.example` or `alice@this.example`) becomes `alice`. A handle of another server stays as
 * typed, so the form says it is not a valid username here.
 */
export function localUsername(typed: string, domain: string | undefined): string {
  const name = typed.trim().replace(/^@/, "");
  const at = name.lastIndexOf("@");
  if (at < 0 || !domain) return name;
  return name.slice(at + 1).toLowerCase() === domain.toLowerCase() ? name.slice(0, at) : name;
}

/** Whether the form may be sent; the username is the local one (see localUsername). */
export function canSubmit(mode: FormMode, method: LoginMethod, f: FormFields, registrationsOpen: boolean): boolean {
  if (mode === "signIn") {
    if (method === "password") return f.username !== "" && isValidUsername(f.username) && f.password !== "";
    // The server finds the account by the signed address: Monero sign-in asks for no username.
    if (method === "caip122_monero") return f.signature !== "";
    return true;
  }
  if (f.username === "" || !isValidUsername(f.username)) return false;
  if (method === "password" && f.password === "") return false;
  if (method === "caip122_monero" && f.signature === "") return false;
  return registrationsOpen || f.inviteCode.trim() !== "";
}

/** Methods offered, in order; with the wallet-only flag only Ethereum. */
export function offeredMethods(available: readonly string[], walletOnly: boolean): LoginMethod[] {
  const known = (["password", "eip4361", "caip122_monero"] as const).filter((m) => available.includes(m));
  if (walletOnly) return known.filter((m) => m === "eip4361");
  return known;
}

/** Ethereum first when a wallet is present (or the wallet-only flag is on), else the first method offered. */
export function preselectedMethod(offered: LoginMethod[], hasWallet: boolean, walletOnly: boolean): LoginMethod | null {
  if (offered.includes("eip4361") && (hasWallet || walletOnly)) return "eip4361";
  return offered[0] ?? null;
}

// The refusals the form recognises, by the English words the server (or the wallet module, "wallet not found") gives.
const REFUSALS = new Map<string, (LL: TranslationFunctions) => string>([
  ["wallet not found", (LL) => LL.auth.walletNotFound()],
  ["incorrect password", (LL) => LL.auth.incorrectPassword()],
  ["user not found", (LL) => LL.auth.userNotFound()],
  ["invalid signature", (LL) => LL.auth.invalidSignature()],
  ["invalid invite code", (LL) => LL.auth.invalidInviteCode()],
  ["user already exists", (LL) => LL.auth.userAlreadyExists()],
]);

/** A refused sign-in or sign-up in the person's language; undefined for any other failure (said the usual way). */
export const refusalMessage = (LL: TranslationFunctions, error: unknown): string | undefined =>
  error instanceof Error ? REFUSALS.get(error.message)?.(LL) : undefined;
