import type { CredentialAccount, Instance } from "../api/types";

export type Permission =
  | "create_post"
  | "create_follow_request"
  | "delete_any_post"
  | "delete_any_profile"
  | "manage_subscription_options";

type User = Pick<CredentialAccount, "role"> | null | undefined;

export function can(user: User, permission: Permission): boolean {
  const names: readonly string[] = user?.role?.permissions_names ?? [];
  return names.includes(permission);
}

/** The spec defines an admin as a user who may delete any profile. */
export const isAdmin = (user: User): boolean => can(user, "delete_any_profile");

/** Subscriptions exist only when the default chain (the first one) has the feature on. */
export function subscriptionsEnabled(instance: Instance | null | undefined): boolean {
  return Boolean(instance?.blockchains?.[0]?.features?.subscriptions);
}
