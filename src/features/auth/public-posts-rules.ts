// When the landing page offers the instance's public posts. Pure, so it is unit-tested.
import { ApiError } from "../../api/client";
import type { Instance } from "../../api/types";

/** How many of the newest local public posts the landing page shows. */
export const PUBLIC_POSTS = 5;

/**
 * Mitra says whether visitors may read its local timeline (`allow_unauthenticated.timeline_local`); a server that
 * does not say (Mastodon and others) is read as allowing it (api/normalize/instance.ts), as the /local route does,
 * and its refusal hides the section (isRefusal).
 */
export const offersPublicPosts = (instance: Pick<Instance, "allow_unauthenticated"> | null): boolean =>
  instance?.allow_unauthenticated?.timeline_local === true;

/** A server that keeps its timeline for signed-in people answers 401, 403 or 422: no section, and no error. */
export const isRefusal = (error: unknown): boolean => error instanceof ApiError && [401, 403, 422].includes(error.status);
