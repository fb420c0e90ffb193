// Which parts of a post card a viewer gets (spec §6, checklist §10). Pure, so the whole matrix is unit-tested.
import type { CredentialAccount, Instance, Relationship, Status } from "../../api/types";
import { isRemote } from "../../lib/account";
import type { ClientConfig } from "../../state/config";
import { can, isAdmin } from "../../state/permissions";

export interface Viewer {
  user: Pick<CredentialAccount, "id" | "role"> | null;
  config: Pick<ClientConfig, "defaultVisibility">;
  instance: Pick<Instance, "ipfs_gateway_url"> | null;
  /** Whether the server takes emoji reactions at all (serverAtom); unknown counts as yes. */
  reactions?: boolean;
  /** Whether the server takes quotes in new posts (serverAtom); unknown counts as yes. */
  quotes?: boolean;
}

export interface PostPermissions {
  /** Inside a thread: open the inline reply composer. */
  reply: boolean;
  /** "toggle": the repost button works; "count": a static count (public post, repost not allowed); "none": hidden. */
  repost: "toggle" | "count" | "none";
  quote: boolean;
  like: boolean;
  react: boolean;
  bookmark: boolean;
  pin: boolean;
  edit: boolean;
  delete: boolean;
  mute: boolean;
  saveToIpfs: boolean;
  copyObjectId: boolean;
  loadReplies: boolean;
  adminDelete: boolean;
}

/** `post` is the post shown (the original, for a repost entry). */
export function postPermissions(post: Status, viewer: Viewer, relationship: Relationship | undefined): PostPermissions {
  const { user } = viewer;
  const signedIn = user !== null;
  const author = signedIn && user.id === post.account.id;
  const poster = can(user, "create_post");
  const isPublic = post.visibility === "public";
  const admin = isAdmin(user);
  // Reposting as "subscribers" makes no sense, so that default blocks it; undoing a repost stays possible.
  const repostAllowed = poster && isPublic && (viewer.config.defaultVisibility !== "subscribers" || post.reblogged);
  return {
    reply: poster,
    repost: !isPublic ? "none" : repostAllowed ? "toggle" : "count",
    quote: poster && isPublic && viewer.quotes !== false,
    like: signedIn,
    react: signedIn && viewer.reactions !== false,
    bookmark: signedIn,
    pin: author && isPublic,
    edit: author && poster,
    delete: author,
    mute: signedIn && !author && relationship !== undefined,
    saveToIpfs: author && isPublic && Boolean(viewer.instance?.ipfs_gateway_url) && !post.ipfs_cid,
    copyObjectId: admin,
    loadReplies: admin && isRemote(post.account),
    adminDelete: signedIn && !author && (admin || can(user, "delete_any_post")),
  };
}

/** The repost is sent as public when that is the default, otherwise followers-only (constants §10). */
export const repostVisibility = (config: Pick<ClientConfig, "defaultVisibility">): "public" | "private" =>
  (config.defaultVisibility ?? "public") === "public" ? "public" : "private";
