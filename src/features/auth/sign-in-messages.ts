// The messages a wallet signs to sign in (reference: constants §5). Loaded with the Monero fields or the sign-in
// action, not with the form.

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
