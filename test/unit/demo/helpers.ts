// Shared helpers for the demo instance tests: start a test-mode instance, call it as a user, and check
// every recorded answer against openapi.yaml when done.
import assert from "node:assert/strict";

import { startDemo, type DemoHandle } from "../../../scripts/demo/server";
import { DEMO_ACCOUNTS } from "../../../scripts/demo/seed";
import { checkAnswer, loadSpec } from "./contract";

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
}

export class TestDemo {
  private tokens = new Map<string, string>();
  constructor(
    readonly demo: DemoHandle,
    readonly flavor: "mitra" | "mastodon" = "mitra",
  ) {}

  get url(): string {
    return this.demo.url;
  }

  async call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const url = new URL(path, this.demo.url);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
    }
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  /** A token for a seeded password user (cached). */
  async token(username: string): Promise<string> {
    const cached = this.tokens.get(username);
    if (cached) return cached;
    if (this.flavor === "mastodon") {
      const answer = await this.call("POST", "/__test__/token", { body: { username } });
      assert.equal(answer.status, 200, answer.text);
      this.tokens.set(username, answer.body.access_token);
      return answer.body.access_token;
    }
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    assert.ok(account?.password, `no password for ${username}`);
    const answer = await this.call("POST", "/oauth/token", {
      body: { grant_type: "password", username, password: account.password },
    });
    assert.equal(answer.status, 200, answer.text);
    this.tokens.set(username, answer.body.access_token);
    return answer.body.access_token;
  }

  /** Calls as a seeded user. */
  async as<T = any>(username: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>(method, path, { ...options, token: await this.token(username) });
  }

  async reset(): Promise<void> {
    this.tokens.clear();
    const answer = await this.call("POST", "/__test__/reset");
    assert.equal(answer.status, 204);
  }

  async lookup(acct: string): Promise<any> {
    const answer = await this.call("GET", "/api/v1/accounts/lookup", { query: { acct } });
    assert.equal(answer.status, 200, `lookup ${acct}: ${answer.text}`);
    return answer.body;
  }

  /** A seeded post of the given author whose source contains the text. */
  findPost(text: string) {
    const post = [...this.demo.state.posts.values()].find((p) => !p.deleted && p.source.includes(text));
    assert.ok(post, `no seeded post containing ${text}`);
    return post;
  }

  /** Every recorded answer that does not match openapi.yaml. */
  contractProblems(): string[] {
    const spec = loadSpec();
    return this.demo.records.flatMap((record) => checkAnswer(spec, record));
  }

  async close(): Promise<void> {
    await this.demo.close();
  }
}

export async function startTestDemo(flavor: "mitra" | "mastodon" = "mitra"): Promise<TestDemo> {
  return new TestDemo(await startDemo({ port: 0, testMode: true, flavor }), flavor);
}

/** Asserts that every answer the instance gave matches the documented response schema. */
export function assertContract(demo: TestDemo): void {
  const problems = [...new Set(demo.contractProblems())];
  assert.deepEqual(problems, [], `answers not matching openapi.yaml:\n${problems.join("\n")}`);
}
