// Admin deletes: any post (delete_any_post) or any profile (delete_any_profile).
import { uuidParam, type Ctx, type Reply } from "./http";
import { getPost, getProfile, notify, requirePermission } from "./model";
import { deletePost } from "./posts";
import { route, type Route } from "./router";

function deleteAnyPost(ctx: Ctx): Reply {
  requirePermission(ctx, "delete_any_post");
  const post = getPost(ctx.state, uuidParam(ctx, "status_id"));
  deletePost(ctx.state, post);
  notify(ctx.state, post.authorId, "moderation_warning", ctx.profile!.id);
  return { status: 204 };
}

function deleteAnyProfile(ctx: Ctx): Reply {
  requirePermission(ctx, "delete_any_profile");
  const profile = getProfile(ctx.state, uuidParam(ctx, "account_id"));
  profile.deleted = true;
  for (const post of ctx.state.posts.values()) if (post.authorId === profile.id) deletePost(ctx.state, post);
  for (const [token, entry] of ctx.state.tokens) if (entry.profileId === profile.id) ctx.state.tokens.delete(token);
  return { status: 204 };
}

export const adminRoutes: Route[] = [
  route("DELETE /api/v1/admin/posts/{status_id}", "required", deleteAnyPost),
  route("DELETE /api/v1/admin/accounts/{account_id}", "required", deleteAnyProfile),
];
