// Profile editing and settings: update_credentials, client config, password, CSV export/import, aliases,
// moving followers, identity proofs (minisign and Ethereum, really verified).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { ed25519 } from "@noble/curves/ed25519.js";

import { minisignPublicKeyText, signEip191, signMinisign } from "../../../scripts/demo/crypto";
import { ETHEREUM_DEMO } from "../../../scripts/demo/seed";
import { assertContract, startTestDemo, type TestDemo } from "./helpers";

let demo: TestDemo;
before(async () => {
  demo = await startTestDemo();
});
after(async () => {
  assertContract(demo);
  await demo.close();
});

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

describe("profile", () => {
  it("updates names, bio, images, flags and fields", async () => {
    const answer = await demo.as("bob", "PATCH", "/api/v1/accounts/update_credentials", {
      body: {
        display_name: "Bob the Builder",
        note: "I fix **bikes**",
        avatar: PNG,
        avatar_media_type: "image/png",
        locked: true,
        mention_policy: "only_contacts",
        fields_attributes: [{ name: "Shop", value: "https://bob.example" }, { name: "Hours", value: "Sat 10-14" }],
      },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.display_name, "Bob the Builder");
    assert.match(answer.body.note, /<strong>bikes<\/strong>/);
    assert.equal(answer.body.source.note, "I fix **bikes**");
    assert.match(answer.body.avatar, /\/media\/[0-9a-f-]+\.png$/);
    assert.equal(answer.body.locked, true);
    assert.deepEqual(answer.body.fields.map((f: any) => f.name), ["Shop", "Hours"]);
    assert.match(answer.body.fields[0].value, /<a href="https:\/\/bob.example"/);
    const removed = await demo.as("bob", "PATCH", "/api/v1/accounts/update_credentials", { body: { avatar: "" } });
    assert.match(removed.body.avatar, /identicon/);
    assert.equal(removed.body.display_name, "Bob the Builder");
    const tooLong = await demo.as("bob", "PATCH", "/api/v1/accounts/update_credentials", { body: { display_name: "x".repeat(201) } });
    assert.equal(tooLong.status, 400);
    const badImage = await demo.as("bob", "PATCH", "/api/v1/accounts/update_credentials", { body: { header: PNG, header_media_type: "text/plain" } });
    assert.equal(badImage.status, 400);
  });

  it("stores one client config per call and changes the password", async () => {
    const two = await demo.as("dana", "POST", "/api/v1/settings/client_config", { body: { a: {}, b: {} } });
    assert.equal(two.body.error, "can't update more than one config");
    const saved = await demo.as("dana", "POST", "/api/v1/settings/client_config", { body: { "mitra-client": { theme: "dark" } } });
    assert.deepEqual(saved.body.client_config["mitra-client"], { theme: "dark" });
    const me = await demo.as("dana", "GET", "/api/v1/accounts/verify_credentials");
    assert.deepEqual(me.body.client_config["mitra-client"], { theme: "dark" });
    await demo.as("dana", "POST", "/api/v1/settings/change_password", { body: { new_password: "new-dana" } });
    const old = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "dana", password: "dana-demo" } });
    assert.equal(old.body.error, "incorrect password");
    const fresh = await demo.call("POST", "/oauth/token", { body: { grant_type: "password", username: "dana", password: "new-dana" } });
    assert.equal(fresh.status, 200);
  });
});

describe("export and import", () => {
  it("exports follows as CSV addresses and imports them", async () => {
    const csv = await demo.as("alice", "GET", "/api/v1/settings/export_follows");
    assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
    assert.match(csv.text, /^lena@fedi\.example$/m);
    assert.match(csv.text, new RegExp(`^bob@${new URL(demo.url).host.replace(/\./g, "\\.")}$`, "m"));
    const followers = await demo.as("alice", "GET", "/api/v1/settings/export_followers");
    assert.match(followers.text, /^carol@/m);
    const lena = await demo.lookup("lena@fedi.example");
    const imported = await demo.as("carol", "POST", "/api/v1/settings/import_follows", { body: { follows_csv: "lena@fedi.example\n" } });
    assert.equal(imported.status, 204);
    const rel = await demo.as("carol", "GET", "/api/v1/accounts/relationships", { query: { "id[]": lena.id } });
    assert.equal(rel.body[0].following, true);
    const bad = await demo.as("carol", "POST", "/api/v1/settings/import_follows", { body: { follows_csv: "not an address" } });
    assert.equal(bad.status, 400);
  });
});

describe("aliases and moving", () => {
  it("adds aliases by acct, refuses duplicates and removes by actor id", async () => {
    const added = await demo.as("bob", "POST", "/api/v1/settings/aliases", { body: { acct: "lena@fedi.example" } });
    assert.equal(added.status, 200);
    assert.deepEqual(added.body.declared.map((a: any) => a.acct), ["lena@fedi.example"]);
    const twice = await demo.as("bob", "POST", "/api/v1/settings/aliases", { body: { acct: "lena@fedi.example" } });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.error, "alias already exists");
    const missing = await demo.as("bob", "POST", "/api/v1/settings/aliases", { body: { acct: "ghost@nowhere.example" } });
    assert.equal(missing.body.error, "profile not found");
    const removed = await demo.as("bob", "POST", "/api/v1/settings/aliases/remove", { body: { actor_id: "https://fedi.example/users/lena" } });
    assert.deepEqual(removed.body.declared, []);
  });

  it("shows alice's verified alias and moves her followers to it", async () => {
    const alice = await demo.lookup("alice");
    const aliases = await demo.call("GET", `/api/v1/accounts/${alice.id}/aliases/all`);
    assert.deepEqual(aliases.body.verified.map((a: any) => a.acct), ["olga@mitra.example"]);
    assert.ok(aliases.body.declared_all.some((d: any) => d.account === null));
    const notAlias = await demo.as("alice", "POST", "/api/v1/settings/move_followers", { body: { target_acct: "lena@fedi.example" } });
    assert.equal(notAlias.body.error, "target is not an alias");
    const moved = await demo.as("alice", "POST", "/api/v1/settings/move_followers", { body: { target_acct: "olga@mitra.example" } });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.followers_count, 0);
    const bobNotes = await demo.as("bob", "GET", "/api/v1/notifications", { query: { limit: "1" } });
    assert.equal(bobNotes.body[0].type, "move");
  });
});

describe("identity proofs", () => {
  it("verifies a minisign (unhashed) signature over the claim and rejects a forged one", async () => {
    const secret = ed25519.utils.randomSecretKey();
    const signer = minisignPublicKeyText(ed25519.getPublicKey(secret));
    const claim = await demo.as("carol", "GET", "/api/v1/accounts/identity_claim", { query: { proof_type: "minisign-unhashed", signer } });
    assert.equal(claim.status, 200);
    assert.match(claim.body.did, /^did:key:z6Mk/);
    assert.match(claim.body.claim, /^[0-9a-f]{128}$/);
    const forged = signMinisign("minisign-unhashed", claim.body.claim, ed25519.utils.randomSecretKey());
    const rejected = await demo.as("carol", "POST", "/api/v1/accounts/identity_proof", {
      body: { proof_type: "minisign-unhashed", did: claim.body.did, created_at: claim.body.created_at, signature: forged },
    });
    assert.equal(rejected.body.error, "invalid signature");
    const accepted = await demo.as("carol", "POST", "/api/v1/accounts/identity_proof", {
      body: { proof_type: "minisign-unhashed", did: claim.body.did, created_at: claim.body.created_at, signature: signMinisign("minisign-unhashed", claim.body.claim, secret) },
    });
    assert.equal(accepted.status, 200, accepted.text);
    assert.deepEqual(accepted.body.identity_proofs.map((p: any) => [p.name, p.value]), [["Key", claim.body.did]]);
    const otherUser = await demo.as("bob", "POST", "/api/v1/accounts/identity_proof", {
      body: { proof_type: "minisign-unhashed", did: claim.body.did, created_at: claim.body.created_at, signature: signMinisign("minisign-unhashed", claim.body.claim, secret) },
    });
    assert.equal(otherUser.body.error, "DID already associated with another user");
  });

  it("verifies an Ethereum (EIP-191) signature over the JCS claim", async () => {
    const claim = await demo.as("carol", "GET", "/api/v1/accounts/identity_claim", { query: { proof_type: "ethereum", signer: ETHEREUM_DEMO.address } });
    assert.equal(claim.body.did, `did:pkh:eip155:1:${ETHEREUM_DEMO.address}`);
    assert.equal(JSON.parse(claim.body.claim).type, "VerifiableIdentityStatement");
    const signature = signEip191(claim.body.claim, ETHEREUM_DEMO.privateKey).slice(2);
    const proof = await demo.as("carol", "POST", "/api/v1/accounts/identity_proof", {
      body: { proof_type: "ethereum", did: claim.body.did, created_at: claim.body.created_at, signature },
    });
    assert.equal(proof.status, 200, proof.text);
    assert.ok(proof.body.identity_proofs.some((p: any) => p.name === "$ETH"));
  });

  it("rejects a key that is not a minisign public key", async () => {
    const answer = await demo.as("carol", "GET", "/api/v1/accounts/identity_claim", { query: { proof_type: "minisign", signer: "hello" } });
    assert.equal(answer.body.error, "invalid key");
  });
});
