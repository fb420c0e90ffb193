import { send, type Api } from "../client";
import type { Attachment } from "../types";

export interface MediaUpload {
  /** Base64 data without the `data:…;base64,` prefix. */
  file: string;
  mediaType: string;
  description?: string | null;
}

export async function uploadMedia(api: Api, upload: MediaUpload): Promise<Attachment> {
  const body = { file: upload.file, media_type: upload.mediaType, description: upload.description ?? null };
  return (await send(api, api.client.POST("/api/v1/media", { body }))).data;
}

export async function updateMediaDescription(api: Api, attachmentId: string, description: string | null): Promise<Attachment> {
  return (
    await send(
      api,
      api.client.PUT("/api/v1/media/{attachment_id}", {
        params: { path: { attachment_id: attachmentId } },
        body: { description },
      }),
    )
  ).data;
}
