// Sign-in (password, EIP-4361 with a real signature, CAIP-122 Monero demo signature), sign-up with invite
// codes, bearer auth errors, token revoke.
import assert from "node:assert/strict";
import { checksumAddress } from "../../../src/lib/wallet";
import { after, before, describe, it } from "node:test";

import { secp256k1 } from "@noble/curves/secp256k1.js";

import { bytesToHex, ethereumAddressOf, signEip191 } from "../../../scripts/demo/crypto";
import { LOGIN_MESSAGE } from "../../../scripts/demo/h-instance";
import { ETHEREUM_DEMO, INVITE_CODES, MONERO_DEMO } from "../../../scripts/demo/seed";
import { assertContract, startTestDemo, type TestDemo } from "./helpers";

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  assertContract(demo);
  await demo.close();
});

let nonce = 0;
function signInMessage(chain: "Ethereum" | "Monero", address: string, domain = new URL(demo.url).host): string {
  const lines = [
    `${domain} wants you to sign in with your ${chain} account:`,
    address,
    "",
    LOGIN_MESSAGE,
    "",
    `URI: ${demo.url}`,
    "Version: 1",
    ...(chain === "Ethereum" ? ["Chain ID: 1"] : []),
    `Nonce: ${(++nonce).toString(16).padStart(16, "0")}`,
    `Issued At: ${new Date().toISOString()}`,
  ];
  return lines.join("\n");
}

describe("password grant", () => {
  it("issues a bearer token that verify_credentials accepts", async () => {
    const token = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "alice", password: "alice-demo" } });
    assert.equal(token.status, 200);
    assert.equal(token.body.token_type, "Bearer");
    assert.equal(token.headers.get("cache-control"), "no-store");
    const me = await demo.call("GET", "/api/v1/accounts/verify_credentials", { token: token.body.access_token });
    assert.equal(me.status, 200);
    assert.equal(me.body.username, "alice");
    assert.deepEqual(me.body.role.permissions_names.includes("create_post"), true);
  });

  it("answers 'incorrect password' and 'user not found' like the server", async () => {
    const wrong = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "alice", password: "nope" } });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { error: "incorrect password", error_description: "incorrect password" });
    const unknown = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "nobody", password: "x" } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, "user not found");
  });

  it("accepts form-encoded token requests", async () => {
    const token = await demo.call("POST", "/oauth/token", { form: { grant_type: "password", username: "bob", password: "bob-demo" } });
    assert.equal(token.status, 200);
  });
});

describe("bearer auth", () => {
  it("rejects an unknown token with 401 'access token is invalid'", async () => {
    const answer = await demo.call("GET", "/api/v1/timelines/home", { token: "not-a-token" });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error_description, "access token is invalid");
  });

  it("rejects a missing header with a JSON body but no JSON content type", async () => {
    const answer = await demo.call("GET", "/api/v1/timelines/home");
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error, "auth header is not present");
    assert.equal(answer.headers.get("content-type"), null);
    assert.equal(answer.headers.get("www-authenticate"), "Bearer");
  });

  it("expires tokens (test control) and revokes them", async () => {
    const token = await demo.token("carol");
    assert.equal((await demo.call("POST", "/__test__/tokens/expire", { body: { username: "carol" } })).status, 204);
    assert.equal((await demo.call("GET", "/api/v1/accounts/verify_credentials", { token })).status, 401);
    const fresh = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "dana", password: "dana-demo" } });
    const t = fresh.body.access_token;
    const other = await demo.token("bob");
    const foreign = await demo.call("POST", "/oauth/revoke", { token: other, body: { token: t } });
    assert.equal(foreign.status, 403);
    assert.equal((await demo.call("POST", "/oauth/revoke", { body: { token: t } })).status, 401);
    assert.equal((await demo.call("POST", "/oauth/revoke", { token: t, body: { token: t } })).status, 200);
    assert.equal((await demo.call("GET", "/api/v1/accounts/verify_credentials", { token: t })).status, 401);
  });
});

describe("wallet sign-in", () => {
  it("refuses an address line that is not EIP-55 checksummed, as strict EIP-4361 parsers do", async () => {
    const message = signInMessage("Ethereum", ETHEREUM_DEMO.address.toLowerCase());
    const signature = signEip191(message, ETHEREUM_DEMO.privateKey);
    const refused = await demo.call("POST", "/oauth/token", { body: { grant_type: "eip4361", message, signature } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, "invalid message");
  });

  it("verifies the EIP-191 signature of an EIP-4361 message", async () => {
    const message = signInMessage("Ethereum", checksumAddress(ETHEREUM_DEMO.address));
    const signature = signEip191(message, ETHEREUM_DEMO.privateKey);
    const ok = await demo.call("POST", "/oauth/token", { body: { grant_type: "eip4361", message, signature } });
    assert.equal(ok.status, 200, ok.text);
    const me = await demo.call("GET", "/api/v1/accounts/verify_credentials", { token: ok.body.access_token });
    assert.equal(me.body.username, "eve");
    assert.deepEqual(me.body.authentication_methods, ["eip4361"]);
    const reused = await demo.call("POST", "/oauth/token", { body: { grant_type: "eip4361", message, signature } });
    assert.equal(reused.body.error, "nonce can't be reused");
  });

  it("rejects a signature from another key, a wrong domain and an unknown wallet", async () => {
    const other = `0x${bytesToHex(secp256k1.utils.randomSecretKey())}`;
    const message = signInMessage("Ethereum", checksumAddress(ETHEREUM_DEMO.address));
    const forged = await demo.call("POST", "/oauth/token", { body: { grant_type: "eip4361", message, signature: signEip191(message, other) } });
    assert.equal(forged.status, 400);
    assert.equal(forged.body.error, "invalid signature");
    const elsewhere = signInMessage("Ethereum", checksumAddress(ETHEREUM_DEMO.address), "evil.example");
    const wrongDomain = await demo.call("POST", "/oauth/token", {
      body: { grant_type: "eip4361", message: elsewhere, signature: signEip191(elsewhere, ETHEREUM_DEMO.privateKey) },
    });
    assert.equal(wrongDomain.status, 400);
    const stranger = signInMessage("Ethereum", checksumAddress(ethereumAddressOf(other)));
    const unknown = await demo.call("POST", "/oauth/token", { body: { grant_type: "eip4361", message: stranger, signature: signEip191(stranger, other) } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, "user not found");
  });

  it("accepts the documented Monero demo signature for the demo address only", async () => {
    const message = signInMessage("Monero", MONERO_DEMO.address);
    const ok = await demo.call("POST", "/oauth/token", { body: { grant_type: "caip122_monero", message, signature: MONERO_DEMO.signature } });
    assert.equal(ok.status, 200, ok.text);
    const bad = await demo.call("POST", "/oauth/token", {
      body: { grant_type: "caip122_monero", message: signInMessage("Monero", MONERO_DEMO.address), signature: "SigV2other" },
    });
    assert.equal(bad.body.error, "invalid signature");
  });
});

describe("sign-up", () => {
  it("needs a valid invite code, which is used up", async () => {
    const none = await demo.call("POST", "/api/v1/accounts", { body: { username: "newbie", password: "pw" } });
    assert.equal(none.body.error, "invite code is required");
    const wrong = await demo.call("POST", "/api/v1/accounts", { body: { username: "newbie", password: "pw", invite_code: "nope" } });
    assert.equal(wrong.body.error, "invalid invite code");
    const created = await demo.call("POST", "/api/v1/accounts", {
      body: { username: "newbie", password: "pw", invite_code: INVITE_CODES[1] },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.username, "newbie");
    const again = await demo.call("POST", "/api/v1/accounts", { body: { username: "newbie2", password: "pw", invite_code: INVITE_CODES[1] } });
    assert.equal(again.body.error, "invalid invite code");
    const taken = await demo.call("POST", "/api/v1/accounts", { body: { username: "alice", password: "pw", invite_code: INVITE_CODES[2] } });
    assert.equal(taken.body.error, "user already exists");
    const admin = await demo.as("admin", "GET", "/api/v1/notifications");
    assert.ok(admin.body.some((n: any) => n.type === "admin.sign_up" && n.account.username === "newbie"));
  });

  it("signs up with an Ethereum wallet and then signs in with it", async () => {
    const key = `0x${bytesToHex(secp256k1.utils.randomSecretKey())}`;
    const address = checksumAddress(ethereumAddressOf(key));
    const message = signInMessage("Ethereum", address);
    const created = await demo.call("POST", "/api/v1/accounts", {
      body: { authentication_method: "eip4361", username: "walletuser", message, signature: signEip191(message, key), invite_code: INVITE_CODES[2] },
    });
    assert.equal(created.status, 201, created.text);
    const login = signInMessage("Ethereum", address);
    const token = await demo.call("POST", "/oauth/token", { body: { grant_type: "eip4361", message: login, signature: signEip191(login, key) } });
    assert.equal(token.status, 200);
  });
});
