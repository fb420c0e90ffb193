import { send, type Api } from "../client";

/** Deletes a local or remote profile (needs delete_any_profile). */
export async function adminDeleteAccount(api: Api, accountId: string): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/admin/accounts/{account_id}", { params: { path: { account_id: accountId } } }));
}

/** Deletes anyone's post (needs delete_any_post); the author gets a moderation warning. */
export async function adminDeletePost(api: Api, statusId: string): Promise<void> {
  await send(api, api.client.DELETE("/api/v1/admin/posts/{status_id}", { params: { path: { status_id: statusId } } }));
}
