import type { Visibility } from "../../api/types";

/** What the visibility rules need from the post being replied to. */
export interface ReplyParent {
  visibility: Visibility;
  account: { id: string };
}

const NEW_POST: Visibility[] = ["public", "private", "subscribers", "direct"];

/**
 * The visibilities a post may have (document 1 §4). A reply to a public post may not be "subscribers": the spec
 * lists it, but the real server (and the demo) answers "reply must have narrower visibility", so we follow the
 * server. Replies to followers-only posts keep "followers" only for the same author.
 */
export function allowedVisibilities(parent: ReplyParent | null, userId: string | undefined): Visibility[] {
  if (!parent) return NEW_POST;
  switch (parent.visibility) {
    case "public":
      return ["public", "private", "direct"];
    case "private":
      return parent.account.id === userId ? ["private", "conversation", "direct"] : ["conversation", "direct"];
    case "direct":
      return ["direct"];
    default: // subscribers, conversation
      return ["conversation", "direct"];
  }
}

/**
 * On servers other than Mitra: no "subscribers" (a Mitra feature), and "conversation" (Mitra's reply to the
 * participants of a followers-only thread) becomes plain followers-only, the nearest Mastodon visibility.
 */
export function standardVisibilities(allowed: readonly Visibility[]): Visibility[] {
  const out: Visibility[] = [];
  for (const v of allowed) {
    const mapped = v === "conversation" ? "private" : v;
    if (mapped !== "subscribers" && !out.includes(mapped)) out.push(mapped);
  }
  return out;
}

/** The default from settings when it is allowed, else the first allowed one. */
export function initialVisibility(allowed: readonly Visibility[], preferred: Visibility | undefined): Visibility {
  return preferred && allowed.includes(preferred) ? preferred : allowed[0];
}
