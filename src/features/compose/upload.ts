// Choosing files to upload: which types the instance takes, and files fetched from a URL.

/** The accept attribute: the instance's types, plus ".m4v" when video/x-m4v is listed (browsers know no such type). */
export function acceptAttribute(supported: readonly string[]): string {
  return [...supported, ...(supported.includes("video/x-m4v") ? [".m4v"] : [])].join(",");
}

/** Whether the file's type is one the instance takes; files without a type count as not supported. */
export const isSupported = (type: string, supported: readonly string[]): boolean => supported.includes(type);

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
