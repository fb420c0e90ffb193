// Media upload (base64 JSON or multipart) and descriptions; files are served from /media/<id>.<ext>.
import { extFor } from "./h-profile";
import { badRequest, forbidden, notFound, str, uuidParam, type Ctx, type Reply } from "./http";
import { attachment } from "./render-status";
import { route, type Route } from "./router";
import { addMedia } from "./seed";
import { SUPPORTED_MIME_TYPES } from "./h-instance";

const FILE_LIMIT = 20 * 1000 * 1000;

export function upload(ctx: Ctx): Reply {
  let data: Buffer;
  let mediaType: string;
  const file = ctx.files.file;
  if (file) {
    data = file.data;
    mediaType = file.type;
  } else {
    const encoded = str(ctx.body, "file");
    mediaType = str(ctx.body, "media_type") ?? "";
    if (encoded === undefined) throw badRequest("Json deserialize error: missing field `file`");
    if (encoded.startsWith("data:") || !/^[A-Za-z0-9+/=\r\n]*$/.test(encoded)) throw badRequest("base64 decoding error");
    data = Buffer.from(encoded, "base64");
  }
  if (!SUPPORTED_MIME_TYPES.includes(mediaType)) throw badRequest(`invalid media type ${mediaType}`);
  if (data.length > FILE_LIMIT) throw badRequest("file size must be less than 20MB");
  const description = str(ctx.body, "description") ?? null;
  const media = addMedia(ctx.state, ctx.profile!.id, mediaType, extFor(mediaType), data, description, Date.now());
  return { status: 200, body: attachment(ctx, media) };
}

function describe(ctx: Ctx): Reply {
  const media = ctx.state.media.get(uuidParam(ctx, "attachment_id"));
  if (!media) throw notFound("attachment");
  if (media.ownerId !== ctx.profile!.id) throw forbidden();
  const description = str(ctx.body, "description");
  if (description !== undefined) media.description = description || null;
  return { status: 200, body: attachment(ctx, media) };
}

/** One's own attachment; Mitra processes uploads at once, so it is always ready. */
function get(ctx: Ctx): Reply {
  const media = ctx.state.media.get(uuidParam(ctx, "attachment_id"));
  if (!media || media.ownerId !== ctx.profile!.id) throw notFound("attachment");
  return { status: 200, body: attachment(ctx, media) };
}

export const mediaRoutes: Route[] = [
  route("POST /api/v1/media", "required", upload),
  route("GET /api/v1/media/{attachment_id}", "required", get),
  route("PUT /api/v1/media/{attachment_id}", "required", describe),
];
