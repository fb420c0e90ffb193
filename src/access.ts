// Who may see a route: a pure rule used by the router and by screens that show or hide links to guarded routes.
import { detectServer } from "./api/server";
import type { CredentialAccount, Instance } from "./api/types";
import { can, isAdmin } from "./state/permissions";

export type Access = "everyone" | "guest" | "auth" | "local" | "federated" | "subscriptionSettings" | "mitraSettings" | "admin";

export interface GuardContext {
  authenticated: boolean;
  user: Pick<CredentialAccount, "role"> | null;
  instance: Pick<Instance, "allow_unauthenticated" | "federated_timeline_restricted" | "version" | "pleroma"> | null;
}

/** Where to send someone who may not see a route, or null when they may. */
export function guard(access: Access, ctx: GuardContext): string | null {
  switch (access) {
    case "everyone":
      return null;
    case "guest":
      return ctx.authenticated ? "/home" : null;
    case "auth":
      return ctx.authenticated ? null : "/";
    case "local":
      return ctx.authenticated || ctx.instance?.allow_unauthenticated?.timeline_local ? null : "/";
    case "federated":
      if (!ctx.authenticated) return "/";
      // The real server lets delete_any_post through a restricted federated timeline; the spec says admin.
      return !ctx.instance?.federated_timeline_restricted || isAdmin(ctx.user) || can(ctx.user, "delete_any_post")
        ? null
        : "/home";
    case "subscriptionSettings":
      if (!ctx.authenticated) return "/";
      return can(ctx.user, "manage_subscription_options") ? null : "/home";
    case "mitraSettings":
      // Aliases, moving followers, imports and identity proofs are Mitra's own settings API.
      if (!ctx.authenticated) return "/";
      return detectServer(ctx.instance).mitra ? null : "/settings";
    case "admin":
      if (!ctx.authenticated) return "/";
      return isAdmin(ctx.user) ? null : "/home";
  }
}
