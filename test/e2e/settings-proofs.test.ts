// test-seconds: 49
// Link cryptographic key (a real ed25519 key and minisign-format signatures) and link Ethereum address (an
// injected EIP-1193 test wallet that signs in Node).
import { after, before, beforeEach, test } from "node:test";
import assert from "node:assert/strict";
import { ed25519 } from "@noble/curves/ed25519.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import type { Page } from "playwright-core";
import { signMinisign } from "../../scripts/demo/crypto";
import { eventually, startHarness, type Harness } from "./harness";

let h: Harness;
before(async () => {
  h = await startHarness({ staticDir: process.env.E2E_DIST });
});
after(() => h?.close());
beforeEach(() => h.resetDemo());

// ---- minisign formats: algorithm "Ed" ‖ key id (8 bytes) ‖ key (32) or signature (64), base64 ----
const KEY_ID = Uint8Array.from([9, 8, 7, 6, 5, 4, 3, 2]);
const b64 = (...parts: Uint8Array[]) => Buffer.concat(parts.map((p) => Buffer.from(p))).toString("base64");
const ED = Uint8Array.from([0x45, 0x64]);
const publicKeyFile = (pk: Uint8Array) => `untrusted comment: minisign public key 0203040506070809\n${b64(ED, KEY_ID, pk)}\n`;
const signatureFile = (sig: Uint8Array) =>
  `untrusted comment: signature from minisign secret key\n${b64(ED, KEY_ID, sig)}\ntrusted comment: timestamp:1700000000\tfile:message\n${b64(new Uint8Array(64))}\n`;
const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");

async function openProof(username: string, search = ""): Promise<Page> {
  const page = await h.newPage();
  await h.signInAs(page, username);
  await page.goto(`/settings/identity-proof${search}`);
  await page.getByRole("heading", { name: "Link cryptographic key", level: 1 }).waitFor();
  return page;
}

const proofsOf = async (username: string): Promise<{ name: string; value: string }[]> =>
  (await h.apiAs(username)("GET", "/api/v1/accounts/verify_credentials")).body.identity_proofs;

async function generateClaim(page: Page, publicKey: Uint8Array): Promise<string> {
  await page.getByLabel("Signing tool").selectOption("minisign");
  await page.getByLabel("Public key", { exact: true }).fill(publicKeyFile(publicKey));
  await page.getByRole("button", { name: "Generate message" }).click();
  // Step 2 took the first step's place, and the focus with it.
  await page.waitForFunction(() => document.activeElement?.matches(".proof-step h2"));
  const claim = await page.getByLabel("Message to sign").inputValue();
  assert.match(claim, /^[0-9a-f]{128}$/, "the claim is the hex of the 64 bytes to sign");
  return claim;
}

test("a valid minisign signature links the key and opens the own profile; crypto loads only on submit", async () => {
  const secret = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  const page = await openProof("bob");
  const chunks: string[] = [];
  page.on("request", (r) => chunks.push(new URL(r.url()).pathname));
  const claim = await generateClaim(page, publicKey);
  await page.getByText(`xxd -r -p > message`).first().waitFor();
  assert.ok(!chunks.some((p) => /\/ed25519-/.test(p)), "no ed25519 code before a signature is checked");

  const signature = ed25519.sign(Buffer.from(claim, "hex"), secret);
  // Pasted with a 0x prefix, which is removed.
  await page.getByLabel("Signature", { exact: true }).fill(`0x${signatureFile(signature)}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL((url) => url.pathname === "/@bob");
  assert.ok(chunks.some((p) => /\/ed25519-/.test(p)));
  const proofs = await proofsOf("bob");
  assert.equal(proofs.length, 1);
  assert.match(proofs[0].value, /^did:key:z6Mk/);
});

/** Links a fresh ed25519 key to the account through the API, as a finished proof would. */
async function linkKey(username: string): Promise<string> {
  const secret = ed25519.utils.randomSecretKey();
  const api = h.apiAs(username);
  const signer = encodeURIComponent(publicKeyFile(ed25519.getPublicKey(secret)));
  const claim = (await api("GET", `/api/v1/accounts/identity_claim?proof_type=minisign-unhashed&signer=${signer}`)).body;
  const signature = signMinisign("minisign-unhashed", claim.claim, secret);
  const linked = await api("POST", "/api/v1/accounts/identity_proof", { proof_type: "minisign-unhashed", did: claim.did, signature, created_at: claim.created_at });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
  return claim.did;
}

test("removing linked identities keeps the focus: the list's heading, then with the last one the first way to add one", async () => {
  const [first, second] = [await linkKey("bob"), await linkKey("bob")];
  const page = await openProof("bob");
  const linked = page.getByRole("region", { name: "Linked identities" });
  for (const did of [first, second]) {
    await linked.getByRole("button", { name: `Remove ${did}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await page.getByRole("status").getByText("Identity removed").first().waitFor();
    await linked.getByRole("button", { name: `Remove ${did}` }).waitFor({ state: "detached" });
    if (did === first) await page.waitForFunction(() => document.activeElement?.id === "linked-identities");
  }
  await linked.waitFor({ state: "detached" });
  await page.waitForFunction(() => document.activeElement?.matches(".proof-step h2"));
  assert.deepEqual(await proofsOf("bob"), []);
});

test("a signature that does not match is explained and never sent", async () => {
  const secret = ed25519.utils.randomSecretKey();
  const page = await openProof("bob");
  const claim = await generateClaim(page, ed25519.getPublicKey(secret));
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes("identity_proof") && posts.push(r.url()));

  const otherKey = ed25519.utils.randomSecretKey();
  await page.getByLabel("Signature", { exact: true }).fill(signatureFile(ed25519.sign(Buffer.from(claim, "hex"), otherKey)));
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("alert").getByText(/The signature does not match this key and message/).waitFor();

  await page.getByLabel("Signature", { exact: true }).fill("not a signature");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("alert").getByText("This is not a minisign or signify signature.").waitFor();
  assert.deepEqual(posts, []);
  assert.deepEqual(await proofsOf("bob"), []);
});

test("a bad key is refused before asking the server; a server failure shows in the error box", async () => {
  const page = await openProof("bob");
  await page.getByLabel("Public key", { exact: true }).fill("untrusted comment: hi\nnot-a-key");
  await page.getByRole("button", { name: "Generate message" }).click();
  await page.getByRole("alert").getByText("This is not a minisign or signify ed25519 public key.").waitFor();
  await h.injectFault("GET /api/v1/accounts/identity_claim", "500");
  await page.getByLabel("Public key", { exact: true }).fill(publicKeyFile(ed25519.getPublicKey(ed25519.utils.randomSecretKey())));
  await page.getByRole("button", { name: "Generate message" }).click();
  await page.getByRole("alert").getByText("Something went wrong. Please try again.").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Generate message", "the focus stays for another try");
});

// ---- the test wallet ----
function eip191(messageBytes: Uint8Array, privateKey: Uint8Array): string {
  const prefix = Buffer.from(`\x19Ethereum Signed Message:\n${messageBytes.length}`);
  const digest = keccak_256(Buffer.concat([prefix, Buffer.from(messageBytes)]));
  const sig = secp256k1.sign(digest, privateKey, { prehash: false, format: "recovered" });
  return `0x${hex(sig.slice(1))}${(27 + sig[0]).toString(16)}`;
}

async function installWallet(page: Page, options: { reject?: boolean } = {}) {
  const privateKey = secp256k1.utils.randomSecretKey();
  const address = `0x${hex(keccak_256(secp256k1.getPublicKey(privateKey, false).slice(1)).slice(-20))}`;
  const signed: string[] = [];
  await page.exposeFunction("__testWalletSign", (messageHex: string) => {
    signed.push(Buffer.from(messageHex.replace(/^0x/, ""), "hex").toString("utf8"));
    return options.reject ? null : eip191(Buffer.from(messageHex.replace(/^0x/, ""), "hex"), privateKey);
  });
  await page.addInitScript((addr) => {
    const w = window as unknown as { ethereum: unknown; __testWalletSign: (m: string) => Promise<string | null> };
    w.ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [addr];
        if (method === "personal_sign") {
          const signature = await w.__testWalletSign(String(params?.[0]));
          if (signature === null) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
          return signature;
        }
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }, address);
  return { address, signed };
}

test("with a wallet the Ethereum address is linked (?ethereum puts it first)", async () => {
  const page = await h.newPage();
  const { address, signed } = await installWallet(page);
  await h.signInAs(page, "bob");
  await page.goto("/settings/identity-proof?ethereum");
  const heading = page.getByRole("heading", { name: "Link Ethereum address" });
  await heading.waitFor();
  assert.equal(await heading.evaluate((el) => el === document.activeElement), true);
  await page.getByRole("button", { name: "Link Ethereum address" }).click();
  // The claim is shown in plain words before the wallet opens.
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/belong to the same person/).waitFor();
  assert.match(await dialog.innerText(), new RegExp(`${address}[\\s\\S]*Sign it only if both are yours`, "i"));
  assert.equal(signed.length, 0, "nothing is signed before the person agrees");
  await dialog.getByRole("button", { name: "Open wallet" }).click();
  await page.waitForURL((url) => url.pathname === "/@bob");
  const proofs = await proofsOf("bob");
  assert.deepEqual(proofs.map((p) => p.value.toLowerCase()), [address]);
  assert.equal(signed.length, 1);
  assert.match(signed[0], new RegExp(`did:pkh:eip155:1:${address}`), "the wallet signed the server's claim");
});

test("a declined signature cancels silently; without a wallet the alert says so", async () => {
  const page = await h.newPage();
  const { signed } = await installWallet(page, { reject: true });
  await h.signInAs(page, "bob");
  await page.goto("/settings/identity-proof");
  await page.getByRole("button", { name: "Link Ethereum address" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Open wallet" }).click();
  await eventually(() => assert.ok(signed.length > 0, "the wallet was asked to sign"));
  await page.getByRole("button", { name: "Link Ethereum address" }).and(page.locator(":enabled")).waitFor();
  assert.equal(await page.getByRole("alert").count(), 0);
  assert.equal(await page.getByRole("status").locator("li").count(), 0);
  assert.deepEqual(await proofsOf("bob"), []);

  const bare = await openProof("bob");
  await bare.getByRole("button", { name: "Link Ethereum address" }).click();
  await bare.getByRole("status").getByText("Ethereum wallet is not detected").waitFor();
});

test("the Ethereum button as seen: ready with a wallet, dimmed while it asks; without a wallet a message and ready again", async () => {
  const page = await h.newPage();
  await installWallet(page);
  await h.signInAs(page, "bob");
  await page.goto("/settings/identity-proof");
  const looks = (button: ReturnType<Page["getByRole"]>) =>
    button.evaluate((el) => `${el.getAttribute("aria-disabled")} ${Number(getComputedStyle(el).opacity) < 1 ? "dimmed" : "plain"}`);
  const button = page.getByRole("button", { name: "Link Ethereum address" });
  await button.waitFor();
  assert.equal(await looks(button), "false plain", "ready");
  await button.click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  assert.equal(await looks(button), "true dimmed", "busy while the claim is shown");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await eventually(async () => assert.equal(await looks(button), "false plain", "ready again after cancelling"));
  assert.deepEqual(await proofsOf("bob"), []);

  const bare = await openProof("bob");
  const plain = bare.getByRole("button", { name: "Link Ethereum address" });
  assert.equal(await looks(plain), "false plain", "offered without a wallet too");
  await plain.click();
  await bare.getByRole("status").getByText("Ethereum wallet is not detected").waitFor();
  assert.equal(await bare.getByRole("dialog").count(), 0, "nothing to confirm without a wallet");
  assert.equal(await looks(plain), "false plain", "ready for another try once a wallet is there");
});
