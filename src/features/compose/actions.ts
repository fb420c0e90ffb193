// The editor's requests. Components call these; these call the endpoint wrappers.
import { atom } from "jotai";
import type { Api } from "../../api/client";
import { searchAccounts } from "../../api/endpoints/account-lists";
import { search } from "../../api/endpoints/search";
import { updateMediaDescription, uploadMedia } from "../../api/endpoints/media";
import { createStatus, editStatus, getStatusSource, previewStatus } from "../../api/endpoints/statuses";
import type { Account, Attachment, PreviewResult, Status, StatusCreate, StatusEdit, StatusSource } from "../../api/types";
import { adjustPostCount } from "../../state/account-counts";
import { apiAtom } from "../../state/session";
import { MENTION_LIMIT } from "./autocomplete-rules";
import { fileNameFromUrl } from "./upload";

/** Uploads a file as multipart form data, reporting progress in 0..1; `signal` cancels it. */
export const uploadFile = (api: Api, file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Attachment> =>
  uploadMedia(api, file, { onProgress, signal });

/** The browser downloads the file itself (so the remote server must allow CORS), then it is uploaded like a file. */
export async function downloadFile(url: URL): Promise<File> {
  const response = await fetch(url, { credentials: "omit", referrerPolicy: "no-referrer" });
  // The status number only: its text is English whatever the person's language.
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  return new File([blob], fileNameFromUrl(url), { type: blob.type.split(";")[0] });
}

export const saveDescription = (api: Api, id: string, description: string): Promise<Attachment> =>
  updateMediaDescription(api, id, description.trim() === "" ? null : description);

/** The description (alt text) of an uploaded attachment, as a component's action. */
export const saveDescriptionAtom = atom(null, (get, _set, id: string, description: string) => saveDescription(get(apiAtom), id, description));

export const findMentions = (api: Api, query: string): Promise<Account[]> =>
  searchAccounts(api, query, { limit: MENTION_LIMIT, resolve: false });

/** Hashtags the server knows that match a typed tag (Mitra's search takes no "hashtags" type: the tags part). */
export const findTags = async (api: Api, query: string, limit: number): Promise<string[]> =>
  (await search(api, `#${query}`, { limit })).hashtags.map((t) => t.name);

export const renderPreview = (api: Api, text: string): Promise<PreviewResult> => previewStatus(api, text, "text/markdown");

export const loadSource = (api: Api, postId: string): Promise<StatusSource> => getStatusSource(api, postId);

export const publishPost = (api: Api, post: StatusCreate, idempotencyKey: string): Promise<Status> =>
  createStatus(api, post, idempotencyKey);

/** A post just published: its author's profile (mine, and my session's copy) counts it at once. */
export const countPublishedAtom = atom(null, (get, set, post: Status) => adjustPostCount(get, set, post.account.id, 1));

export const updatePost = (api: Api, postId: string, edit: StatusEdit): Promise<Status> => editStatus(api, postId, edit);
