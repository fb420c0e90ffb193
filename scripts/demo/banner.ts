// What `npm start` prints: the address, the demo accounts and how to sign in with each method.
import { DEMO_ACCOUNTS, ETHEREUM_DEMO, INVITE_CODES, MONERO_DEMO } from "./seed";

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
