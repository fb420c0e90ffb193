// Attachments. Files go up as multipart/form-data, the standard form (Mitra since 2.7): no base64 copy in memory,
// a third fewer bytes, and upload progress through XMLHttpRequest. Older Mitra versions get base64 JSON instead.
import { ApiError, errorFromBody, isApiUrl, isInvalidToken, NETWORK_ERROR, send, sendOne, UNKNOWN_ERROR, type Api } from "../client";
import { readAttachment, readPendingAttachment } from "../normalize/status";
import type { Attachment } from "../types";

export interface UploadOptions {
  description?: string | null;
  /** Bytes sent so far, 0..1; called only where the browser reports upload progress. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** How long to wait between asking whether a file the server still processes is ready. */
  pollMs?: number;
}

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

const abortError = () => new DOMException("The upload was cancelled", "AbortError");

function mediaUrl(api: Api, path: string): string {
  return `${api.baseUrl.replace(/\/+$/, "")}${path}`;
}

/** Sends the form with XMLHttpRequest, which reports upload progress (fetch does not, in most browsers). */
function sendWithProgress(api: Api, url: string, form: FormData, options: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (api.token && isApiUrl(api, url)) xhr.setRequestHeader("Authorization", `Bearer ${api.token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(abortError());
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    xhr.onloadend = () => options.signal?.removeEventListener("abort", onAbort);
    xhr.send(form);
  });
}

async function sendWithFetch(api: Api, url: string, form: FormData, signal?: AbortSignal): Promise<RawAnswer> {
  const headers = new Headers({ Accept: "application/json" });
  if (api.token && isApiUrl(api, url)) headers.set("Authorization", `Bearer ${api.token}`);
  let response: Response;
  try {
    response = await api.fetch(new Request(url, { method: "POST", body: form, headers, signal }));
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw error instanceof ApiError ? error : new ApiError(0, NETWORK_ERROR);
  }
  return { status: response.status, statusText: response.statusText, text: await response.text().catch(() => "") };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

// Mitra before 2.7 reads only JSON here and says so in its deserialisation error.
const wantsJson = (error: ApiError) => error.status === 415 || (error.status === 400 && /content.type|json/i.test(error.message));

/** Servers that answered 404 or 405 to POST /api/v2/media: their uploads go to /api/v1/media at once. */
const withoutV2 = new WeakSet<Api>();

function sendForm(api: Api, path: string, form: FormData, options: UploadOptions): Promise<RawAnswer> {
  const url = mediaUrl(api, path);
  const useXhr = options.onProgress !== undefined && typeof XMLHttpRequest === "function";
  return useXhr ? sendWithProgress(api, url, form, options) : sendWithFetch(api, url, form, options.signal);
}

/**
 * Uploads a file, through POST /api/v2/media where the server has it (Mitra, Mastodon 3.1.3 and later; older ones
 * answer 404 or 405 and get /api/v1/media). A server that answers 202 with a null `url` is still processing the
 * file: the attachment is asked for again until it is ready. Cancelling through `signal` rejects with an AbortError.
 */
export async function uploadMedia(api: Api, file: Blob, options: UploadOptions = {}): Promise<Attachment> {
  const form = new FormData();
  form.append("file", file, (file as File).name || "file");
  if (options.description) form.append("description", options.description);
  let answer: RawAnswer | null = null;
  if (!withoutV2.has(api)) {
    answer = await sendForm(api, "/api/v2/media", form, options);
    if (answer.status === 404 || answer.status === 405) {
      withoutV2.add(api);
      answer = null;
    }
  }
  answer ??= await sendForm(api, "/api/v1/media", form, options);
  const body = parse(answer.text);
  if (answer.status < 200 || answer.status > 299) {
    const error = errorFromBody(answer.status, answer.statusText, body);
    if (isInvalidToken(error)) api.onInvalidToken?.();
    if (wantsJson(error)) return uploadMediaBase64(api, file, options);
    throw error;
  }
  const ready = readAttachment(body);
  if (ready && answer.status !== 202) return ready;
  const pending = readPendingAttachment(body);
  if (!pending) throw new ApiError(0, UNKNOWN_ERROR);
  return waitUntilProcessed(api, pending.id, options);
}

async function uploadMediaBase64(api: Api, file: Blob, options: UploadOptions): Promise<Attachment> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const body = { file: btoa(binary), media_type: file.type, description: options.description || null };
  return sendOne(api, api.client.POST("/api/v1/media", { body, signal: options.signal }), readAttachment);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(abortError())), { once: true });
  });
}

const MAX_POLLS = 120;

/** Asks for the attachment until it has a `url` (Mastodon answers 206 meanwhile). */
export async function waitUntilProcessed(api: Api, attachmentId: string, options: UploadOptions = {}): Promise<Attachment> {
  for (let i = 0; i < MAX_POLLS; i++) {
    await pause(options.pollMs ?? 1000, options.signal);
    const { data, response } = await send(
      api,
      api.client.GET("/api/v1/media/{attachment_id}", { params: { path: { attachment_id: attachmentId } }, signal: options.signal }),
    );
    const attachment = response.status === 206 ? null : readAttachment(data);
    if (attachment) return attachment;
  }
  throw new ApiError(0, UNKNOWN_ERROR);
}

export async function updateMediaDescription(api: Api, attachmentId: string, description: string | null): Promise<Attachment> {
  return sendOne(
    api,
    api.client.PUT("/api/v1/media/{attachment_id}", {
      params: { path: { attachment_id: attachmentId } },
      body: { description },
    }),
    readAttachment,
  );
}
