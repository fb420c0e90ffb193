// What `npm start` prints: the address, the demo accounts and how to sign in with each method.
import { issueToken } from "./h-auth";
import type { Ctx } from "./http";
import { findProfileByAcct } from "./model";
import { DEMO_ACCOUNTS, ETHEREUM_DEMO, INVITE_CODES, MONERO_DEMO } from "./seed";
import type { State } from "./state";

export function printBanner(url: string, testMode: boolean): void {
  const lines = [
    "",
    `Mitra demo instance "Tidepool" running at ${url}${testMode ? "  (test mode: /__test__ controls on)" : ""}`,
    "",
    "Demo accounts:",
    ...DEMO_ACCOUNTS.map(
      (a) => `  ${a.username.padEnd(12)} ${(a.password ?? "—").padEnd(18)} ${a.signIn}\n  ${" ".repeat(12)} ${a.purpose}`,
    ),
    "",
    `Invite code for sign-up: ${INVITE_CODES[0]}`,
    `Ethereum (eve): import demo key ${ETHEREUM_DEMO.privateKey} into a test wallet (address ${ETHEREUM_DEMO.address}).`,
    `Monero (frank): address ${MONERO_DEMO.address}`,
    `                signature ${MONERO_DEMO.signature}`,
    "                (the demo accepts exactly this signature for this address, whatever the message's nonce)",
    "",
    "State is in memory and resets at every start. Ctrl+C to stop.",
    "",
  ];
  console.log(lines.join("\n"));
}

/** A token for every demo account, since the Mastodon flavour has no password or wallet sign-in. */
export function sessionTokens(state: State): [string, string][] {
  return DEMO_ACCOUNTS.flatMap((a) => {
    const profile = findProfileByAcct(state, a.username);
    const user = profile && state.users.get(profile.id);
    return user ? [[a.username, String(issueToken({ state } as Ctx, user).access_token)] as [string, string]] : [];
  });
}

export function printMastodonBanner(url: string, tokens: [string, string][]): void {
  const lines = [
    "",
    `Demo instance "Tidepool" running at ${url}, answering like a plain Mastodon-compatible server (DEMO_FLAVOR=mastodon)`,
    "",
    "A Mastodon server has no password sign-in. To be signed in as an account, run this in the browser console",
    "on that page and reload:",
    '  localStorage.setItem("mitra.v1.session", JSON.stringify({ token: "<token>" }))',
    "",
    "Tokens:",
    ...tokens.map(([username, token]) => `  ${username.padEnd(12)} ${token}`),
    "",
    "State is in memory and resets at every start. Ctrl+C to stop.",
    "",
  ];
  console.log(lines.join("\n"));
}
