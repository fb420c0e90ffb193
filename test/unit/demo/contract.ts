// A small validator for the subset of OpenAPI 3.1 / JSON Schema that openapi.yaml uses ($ref, type with
// "null", properties, required, items, enum, const, nullable, oneOf/anyOf/allOf, additionalProperties,
// min/maxProperties), and helpers to find an operation's documented response.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { load } from "js-yaml";

export type Schema = Record<string, unknown>;

interface Spec {
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; "x-mastodon-only"?: boolean }>>;
  components: Record<string, Record<string, unknown>>;
}

const METHODS = ["get", "put", "post", "delete", "patch"];

export function loadSpec(path = resolve("openapi.yaml")): Spec {
  return load(readFileSync(path, "utf8")) as Spec;
}

export function operations(spec: Spec): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    // Operations marked x-mastodon-only are not Mitra's: the Mitra demo answers 404 there, as Mitra does.
    for (const method of METHODS) if (item[method] && !item[method]["x-mastodon-only"]) out.push(`${method.toUpperCase()} ${path}`);
  }
  return out;
}

function deref<T = Schema>(spec: Spec, node: unknown): T {
  let current = node as Schema;
  for (let guard = 0; current && typeof current.$ref === "string" && guard < 20; guard++) {
    const parts = (current.$ref as string).replace(/^#\//, "").split("/");
    current = parts.reduce<unknown>((acc, key) => (acc as Record<string, unknown>)?.[key], spec) as Schema;
  }
  return current as T;
}

export interface DocumentedResponse {
  /** content type → schema; empty when the response has no body (204). */
  content: Record<string, Schema | undefined>;
}

/** The documented response of an operation for a status, or undefined when that status is not documented. */
export function documentedResponse(spec: Spec, operation: string, status: number): DocumentedResponse | undefined {
  const [method, path] = operation.split(" ");
  const responses = spec.paths[path]?.[method.toLowerCase()]?.responses;
  if (!responses) return undefined;
  const entry = responses[String(status)] ?? responses.default;
  if (!entry) return undefined;
  const response = deref<{ content?: Record<string, { schema?: Schema }> }>(spec, entry);
  const content: Record<string, Schema | undefined> = {};
  for (const [type, media] of Object.entries(response.content ?? {})) content[type] = media.schema;
  return { content };
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === "number" && actual === "integer");
}

/** Returns a list of "path: problem" strings; empty when the value matches. */
export function validate(spec: Spec, schemaNode: unknown, value: unknown, path = "$"): string[] {
  const schema = deref(spec, schemaNode);
  if (!schema || typeof schema !== "object") return [];
  const errors: string[] = [];
  if (value === null && schema.nullable === true) return [];
  if (schema.allOf) {
    for (const sub of schema.allOf as unknown[]) errors.push(...validate(spec, sub, value, path));
  }
  if (schema.anyOf) {
    const ok = (schema.anyOf as unknown[]).some((sub) => validate(spec, sub, value, path).length === 0);
    if (!ok) errors.push(`${path}: matches none of anyOf`);
  }
  if (schema.oneOf) {
    const results = (schema.oneOf as unknown[]).map((sub) => validate(spec, sub, value, path));
    const matches = results.filter((r) => r.length === 0).length;
    if (matches !== 1) {
      const detail = matches === 0 ? results.map((r) => r.slice(0, 3).join("; ")).join(" | ") : `${matches} branches match`;
      errors.push(`${path}: oneOf failed (${detail})`);
    }
  }
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((t) => typeMatches(t, actual))) {
      errors.push(`${path}: expected ${types.join("|")}, got ${actual}`);
      return errors;
    }
  }
  if (schema.const !== undefined && value !== schema.const) errors.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) {
    errors.push(`${path}: ${JSON.stringify(value)} not in enum [${(schema.enum as unknown[]).join(", ")}]`);
  }
  if (actual === "object") {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    for (const key of (schema.required ?? []) as string[]) {
      if (!(key in object)) errors.push(`${path}: missing required property ${key}`);
    }
    for (const [key, sub] of Object.entries(properties)) {
      if (key in object) errors.push(...validate(spec, sub, object[key], `${path}.${key}`));
    }
    const extra = schema.additionalProperties;
    for (const key of Object.keys(object)) {
      if (key in properties) continue;
      if (extra === false) errors.push(`${path}: unexpected property ${key}`);
      else if (extra && typeof extra === "object") errors.push(...validate(spec, extra, object[key], `${path}.${key}`));
    }
    const count = Object.keys(object).length;
    if (typeof schema.minProperties === "number" && count < schema.minProperties) errors.push(`${path}: too few properties`);
    if (typeof schema.maxProperties === "number" && count > schema.maxProperties) errors.push(`${path}: too many properties`);
  }
  if (actual === "array" && schema.items) {
    (value as unknown[]).forEach((item, i) => errors.push(...validate(spec, schema.items, item, `${path}[${i}]`)));
  }
  return errors;
}

export interface RecordedAnswer {
  operation: string;
  status: number;
  body: unknown;
  contentType: string;
}

/** Checks one recorded answer against the documented response; returns problems (empty = fine). */
export function checkAnswer(spec: Spec, answer: RecordedAnswer): string[] {
  const where = `${answer.operation} → ${answer.status}`;
  const documented = documentedResponse(spec, answer.operation, answer.status);
  if (!documented) return [`${where}: status not documented in openapi.yaml`];
  const types = Object.keys(documented.content);
  if (types.length === 0) {
    return answer.body === undefined || answer.body === "" ? [] : [`${where}: documented without a body but one was sent`];
  }
  const sentType = answer.contentType.split(";")[0].trim();
  if (answer.status === 401 && answer.body === "") return []; // /oauth/revoke without a header: empty body
  if (answer.status === 401 && sentType === "" && types.includes("application/json")) {
    // The real server's missing-header 401 carries a JSON body without a JSON content type.
    return validate(spec, documented.content["application/json"], answer.body).map((e) => `${where}: ${e}`);
  }
  if (!types.includes(sentType)) return [`${where}: content type ${sentType || "(none)"} not documented (${types.join(", ")})`];
  if (sentType !== "application/json") return [];
  return validate(spec, documented.content[sentType], answer.body).map((e) => `${where}: ${e}`);
}
