// The demo's authorization-code flow: the authorize page, its allow/deny answer, and the code grant with PKCE.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";

import { startTestDemo, type TestDemo } from "./helpers";

for (const flavor of ["mitra", "mastodon"] as const) {
  describe(`OAuth code flow (${flavor})`, () => {
    let d: TestDemo;
    before(async () => {
      d = await startTestDemo(flavor);
    });
    after(async () => {
      await d.close();
    });

    const verifier = "v".repeat(50);
    const challenge = createHash("sha256").update(verifier).digest("base64url");

    async function authorize(decision: "allow" | "deny", password = "alice-demo") {
      const callback = "https://client.example/auth/callback";
      const app = await d.call("POST", "/api/v1/apps", { body: { client_name: "Test", redirect_uris: callback, scopes: "read write" } });
      const query = new URLSearchParams({
        response_type: "code",
        client_id: app.body.client_id,
        redirect_uri: callback,
        state: "the-state",
        code_challenge: challenge,
        code_challenge_method: "S256",
      });
      const page = await d.call("GET", `/oauth/authorize?${query}`);
      assert.equal(page.status, 200);
      assert.match(page.text, /<form method="post">/);
      assert.doesNotMatch(page.text, /<script|<style|style=/, "no inline script or style");
      assert.match(page.headers.get("Content-Security-Policy") ?? "", /form-action 'self' https:\/\/client\.example/);
      const answer = await fetch(new URL(`/oauth/authorize?${query}`, d.url), {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: "alice", password, decision }).toString(),
      });
      return { answer, clientId: app.body.client_id as string, callback };
    }

    it("allowing sends the code and state back; the code is exchanged once, only with the right verifier", async () => {
      const { answer, clientId, callback } = await authorize("allow");
      assert.equal(answer.status, 302);
      const back = new URL(answer.headers.get("Location")!);
      assert.equal(back.origin + back.pathname, callback);
      assert.equal(back.searchParams.get("state"), "the-state");
      const code = back.searchParams.get("code")!;
      const grant = { grant_type: "authorization_code", code, client_id: clientId, redirect_uri: callback };
      const wrong = await d.call("POST", "/oauth/token", { body: { ...grant, code_verifier: "w".repeat(50) } });
      assert.equal(wrong.status, 400, "a wrong verifier is refused (and uses the code up)");

      const again = await authorize("allow");
      const code2 = new URL(again.answer.headers.get("Location")!).searchParams.get("code")!;
      const grant2 = { ...grant, code: code2, client_id: again.clientId, code_verifier: verifier };
      const token = await d.call("POST", "/oauth/token", { body: grant2 });
      assert.equal(token.status, 200, token.text);
      const me = await d.call("GET", "/api/v1/accounts/verify_credentials", { token: token.body.access_token });
      assert.equal(me.body.username, "alice");
      const reused = await d.call("POST", "/oauth/token", { body: grant2 });
      assert.equal(reused.status, 400, "a code works once");
    });

    it("denying sends error=access_denied back; a wrong password shows the page again", async () => {
      const denied = await authorize("deny");
      assert.equal(denied.answer.status, 302);
      const back = new URL(denied.answer.headers.get("Location")!);
      assert.equal(back.searchParams.get("error"), "access_denied");
      assert.equal(back.searchParams.get("state"), "the-state");
      assert.equal(back.searchParams.get("code"), null);
      const wrong = await authorize("allow", "not-the-password");
      assert.equal(wrong.answer.status, 400);
      assert.match(await wrong.answer.text(), /Incorrect username or password/);
    });
  });
}
