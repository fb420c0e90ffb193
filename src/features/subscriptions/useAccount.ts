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
  // The effect depends on the ref's value, not on the object a caller may build anew at each render.
  const id = "id" in ref ? ref.id : undefined;
  const acct = "acct" in ref ? ref.acct : undefined;

  useEffect(() => {
    let live = true;
    const wanted: AccountRef = id !== undefined ? { id } : { acct: acct ?? "" };
    setState({ status: "loading" });
    loadAccount(api, wanted).then(
      (account) => live && setState({ status: "ready", account }),
      (error: unknown) => live && setState(isNotFound(error) ? { status: "not-found" } : { status: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [api, id, acct]);

  return state;
}
