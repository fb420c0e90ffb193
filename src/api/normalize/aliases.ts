// An account's aliases, declared and verified (GET /api/v1/accounts/{id}/aliases/all and the settings' answers
// to adding or removing one): read only with the alias endpoints (../endpoints/aliases.ts), so it travels with them.
import type { Aliases } from "../types";
import { readAccount } from "./account";
import { readList } from "./dropped";
import { id, isObject } from "./read";

export function readAliases(raw: unknown): Aliases {
  const body = isObject(raw) ? raw : {};
  return {
    declared: readList(body.declared, readAccount, "account"),
    declared_all: readList(
      body.declared_all,
      (d) => {
        const actor = isObject(d) ? id(d.id) : null;
        return actor !== null && isObject(d) ? { id: actor, account: readAccount(d.account) } : null;
      },
      "alias",
    ),
    verified: readList(body.verified, readAccount, "account"),
  };
}
