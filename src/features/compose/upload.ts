// Files become base64 for POST /api/v1/media; the server wants the bare base64, without the data: prefix.

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** Splits a base64 data URL; anything else throws "invalid data URL". */
export function parseDataUrl(input: string): { mediaType: string; base64: string } {
  const match = DATA_URL.exec(input.trim());
  if (!match) throw new Error(`invalid data URL ${input.slice(0, 40)}`);
  return { mediaType: match[1].toLowerCase(), base64: match[2] };
}

/** The accept attribute: the instance's types, plus ".m4v" when video/x-m4v is listed (browsers know no such type). */
export function acceptAttribute(supported: readonly string[]): string {
  return [...supported, ...(supported.includes("video/x-m4v") ? [".m4v"] : [])].join(",");
}

/** Whether the file's type is one the instance takes; files without a type count as not supported. */
export const isSupported = (type: string, supported: readonly string[]): boolean => supported.includes(type);

/** Reads a file as a data URL, reporting progress in 0..1. */
export function readAsDataUrl(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

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
