// Route table: "METHOD /openapi/path/{template}" → handler. The operation string is also the key used by
// fault injection and by the contract recorder, so it must match openapi.yaml exactly.
import type { Ctx, Reply } from "./http";

export type AuthMode = "required" | "optional" | "none";

export interface Route {
  op: string;
  auth: AuthMode;
  /** The real handler takes web::Json: a body without a JSON content type is a 400 "Content type error". */
  jsonBody?: boolean;
  handler: (ctx: Ctx) => Reply | Promise<Reply>;
}

interface CompiledRoute extends Route {
  method: string;
  regex: RegExp;
  names: string[];
  /** Literal segments count more than parameters, so /accounts/lookup wins over /accounts/{account_id}. */
  score: number;
}

export function route(op: string, auth: AuthMode, handler: Route["handler"], opts: { jsonBody?: boolean } = {}): Route {
  return { op, auth, handler, ...opts };
}

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(routes: Route[]): void {
    for (const r of routes) {
      const [method, template] = r.op.split(" ");
      const names: string[] = [];
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a, b) => {
        names.push(a ?? b);
        return "([^/]+)";
      });
      const literals = template.split("/").filter((s) => s && !s.startsWith("{")).length;
      // A route added later for the same operation replaces the earlier one (a flavour's own answer).
      const same = this.routes.findIndex((existing) => existing.op === r.op);
      if (same >= 0) this.routes.splice(same, 1);
      this.routes.push({ ...r, method, regex: new RegExp(`^${pattern}$`), names, score: literals });
    }
    this.routes.sort((a, b) => b.score - a.score);
  }

  match(method: string, path: string): { route: CompiledRoute; params: Record<string, string> } | "method" | null {
    let pathMatched = false;
    for (const r of this.routes) {
      const m = r.regex.exec(path);
      if (!m) continue;
      if (r.method !== method) {
        pathMatched = true;
        continue;
      }
      const params: Record<string, string> = {};
      r.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1]);
      });
      return { route: r, params };
    }
    return pathMatched ? "method" : null;
  }

  operations(): string[] {
    return this.routes.map((r) => r.op);
  }
}
