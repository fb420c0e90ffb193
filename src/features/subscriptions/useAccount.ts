import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { Account } from "../../api/types";
import { apiAtom } from "../../state/session";
import { isNotFound, loadAccount, type AccountRef } from "./actions";

export type AccountState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: unknown }
  | { status: "ready"; account: Account };

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The profile a route names: `profileId`, or `acct` from the RegExp route's named group. */
export function accountRef(params: Record<string, string | undefined>): AccountRef {
  if (params.profileId !== undefined) return { id: safeDecode(params.profileId) };
  return { acct: safeDecode(params.acct ?? "") };
}

export function useAccount(ref: AccountRef): AccountState {
  const api = useAtomValue(apiAtom);
  const [state, setState] = useState<AccountState>({ status: "loading" });
  const key = "id" in ref ? `id:${ref.id}` : `acct:${ref.acct}`;

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    loadAccount(api, ref).then(
      (account) => live && setState({ status: "ready", account }),
      (error: unknown) => live && setState(isNotFound(error) ? { status: "not-found" } : { status: "error", error }),
    );
    return () => {
      live = false;
    };
    // `key` stands for ref.
  }, [api, key]);

  return state;
}
