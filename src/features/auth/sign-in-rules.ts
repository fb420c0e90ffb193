// Pure rules of the sign-in and sign-up form, and the messages wallets sign (reference: constants §5).

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

/** 16 lowercase hex characters from 8 random bytes. */
export function randomNonce(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface SignInMessageInput {
  domain: string;
  address: string;
  statement: string;
  origin: string;
  nonce: string;
  issuedAt: Date;
}

/**
 * Server text on one line: a line break in the instance's login_message or domain would let the server write its
 * own URI:, Nonce: or Chain ID: lines into what the wallet signs. Every kind of line break becomes a space.
 */
export const oneLine = (text: string): string => String(text ?? "").replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, " ");

const serverParts = (m: SignInMessageInput): SignInMessageInput => ({
  ...m,
  domain: oneLine(m.domain),
  address: oneLine(m.address),
  statement: oneLine(m.statement),
});

/** EIP-4361: lines joined by LF, no trailing newline; Chain ID is always 1. */
export function ethereumSignInMessage(input: SignInMessageInput): string {
  const m = serverParts(input);
  return [
    `${m.domain} wants you to sign in with your Ethereum account:`,
    m.address,
    "",
    m.statement,
    "",
    `URI: ${m.origin}`,
    "Version: 1",
    "Chain ID: 1",
    `Nonce: ${m.nonce}`,
    `Issued At: ${m.issuedAt.toISOString()}`,
  ].join("\n");
}

/** CAIP-122 for Monero: the Ethereum message with "Monero account" and without the Chain ID line. */
export function moneroSignInMessage(input: SignInMessageInput): string {
  const m = serverParts(input);
  return [
    `${m.domain} wants you to sign in with your Monero account:`,
    m.address,
    "",
    m.statement,
    "",
    `URI: ${m.origin}`,
    "Version: 1",
    `Nonce: ${m.nonce}`,
    `Issued At: ${m.issuedAt.toISOString()}`,
  ].join("\n");
}
