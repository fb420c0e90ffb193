import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Account } from "../../api/types";
import { currentUserAtom, apiAtom, isAuthenticatedAtom } from "../../state/session";
import { refreshRelationshipAtom } from "../../state/relationships";
import { isNotFound, loadProfile, type ProfileRef } from "./actions";

export type ProfileState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: unknown }
  | { status: "ready"; account: Account };

/** Reads the route's acct or id (the acct route is a RegExp with a named group). */
export function profileRef(params: Record<string, string | undefined>): ProfileRef {
  if (params.profileId !== undefined) return { id: safeDecode(params.profileId) };
  return { acct: safeDecode(params.acct ?? "") };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Loads the profile, and the relationship with it when someone is signed in and it is not their own. */
export function useProfile(ref: ProfileRef): ProfileState {
  const api = useAtomValue(apiAtom);
  const user = useAtomValue(currentUserAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const refreshRelationship = useSetAtom(refreshRelationshipAtom);
  const [state, setState] = useState<ProfileState>({ status: "loading" });
  // The effect depends on the ref's values, not on the object a caller may build anew at each render.
  const { id, acct } = ref;

  useEffect(() => {
    let live = true;
    const wanted: ProfileRef = { id, acct };
    setState({ status: "loading" });
    loadProfile(api, wanted).then(
      (account) => {
        if (!live) return;
        setState({ status: "ready", account });
        if (signedIn && account.id !== user?.id) refreshRelationship(account.id).catch(() => undefined);
      },
      (error: unknown) => live && setState(isNotFound(error, wanted) ? { status: "not-found" } : { status: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [api, id, acct, signedIn, user?.id, refreshRelationship]);

  return state;
}
