/** A route parameter decoded, or as it came when it is not valid percent-encoding (`%E0%A4%A`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
