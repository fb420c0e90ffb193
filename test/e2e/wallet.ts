// A test EIP-1193 wallet: window.ethereum in the page, signing in Node with a test key (EIP-191 personal_sign,
// the demo instance's own helper). Settings and sign-in specs share it.
import type { Page } from "playwright-core";
import { ethereumAddressOf, signEip191 } from "../../scripts/demo/crypto";

const utf8FromHex = (h: string) =>
  new TextDecoder().decode(Uint8Array.from(h.replace(/^0x/, "").match(/../g) ?? [], (b) => parseInt(b, 16)));

/** `behaviour` decides what the wallet does when asked to sign; a null key means a wallet with no account. */
export async function installWallet(page: Page, privateKey: string | null, behaviour: "sign" | "reject" = "sign") {
  const address = privateKey ? ethereumAddressOf(privateKey) : null;
  await page.exposeFunction("__testWalletSign", (messageHex: string) => {
    if (!privateKey || behaviour === "reject") return null;
    return signEip191(utf8FromHex(messageHex), privateKey);
  });
  await page.addInitScript((addr) => {
    const w = window as unknown as Record<string, unknown>;
    w.ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return addr ? [addr] : [];
        if (method === "personal_sign") {
          const signature = await (w.__testWalletSign as (m: string) => Promise<string | null>)(String(params?.[0]));
          if (signature === null) {
            // Tests wait for this mark, then check that the page took the refusal quietly.
            w.__walletRefusals = ((w.__walletRefusals as number | undefined) ?? 0) + 1;
            throw Object.assign(new Error("User rejected the request."), { code: 4001 });
          }
          return signature;
        }
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }, address);
}
