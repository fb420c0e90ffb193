// Choosing files to upload: which types the instance takes, and files fetched from a URL.

/** The accept attribute: the instance's types, plus ".m4v" when video/x-m4v is listed (browsers know no such type). */
export function acceptAttribute(supported: readonly string[]): string {
  return [...supported, ...(supported.includes("video/x-m4v") ? [".m4v"] : [])].join(",");
}

// Types by extension, for files the browser gives no type (common on some systems for .webp, .heic, .opus, …).
const BY_EXTENSION = new Map<string, string>([
  ["jpg", "image/jpeg"], ["jpeg", "image/jpeg"], ["png", "image/png"], ["gif", "image/gif"], ["webp", "image/webp"],
  ["avif", "image/avif"], ["heic", "image/heic"], ["svg", "image/svg+xml"], ["mp4", "video/mp4"], ["m4v", "video/x-m4v"],
  ["webm", "video/webm"], ["mov", "video/quicktime"], ["mp3", "audio/mpeg"], ["ogg", "audio/ogg"], ["oga", "audio/ogg"],
  ["opus", "audio/ogg"], ["wav", "audio/wav"], ["flac", "audio/flac"], ["m4a", "audio/mp4"], ["aac", "audio/aac"],
]);

/** The file's type as the browser says, else as its extension says; "" when neither knows. */
export function fileType(file: { type: string; name: string }): string {
  if (file.type) return file.type;
  const dot = file.name.lastIndexOf(".");
  return dot < 0 ? "" : (BY_EXTENSION.get(file.name.slice(dot + 1).toLowerCase()) ?? "");
}

/**
 * Whether the instance takes the file: its type (or its extension's) is listed. An instance that lists no types
 * leaves the judgement to the server rather than refusing every file.
 */
export const isSupported = (file: { type: string; name: string }, supported: readonly string[]): boolean =>
  supported.length === 0 || supported.includes(fileType(file));

/** "Upload from a URL": OK is enabled only for an http(s) URL that parses. */
export function parseUploadUrl(input: string): URL | null {
  try {
    const url = new URL(input.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** A name for a file downloaded from a URL: the last path segment, or "file". */
export function fileNameFromUrl(url: URL): string {
  const last = decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
  return last || "file";
}
