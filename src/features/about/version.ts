/** The Mitra version inside the instance's version string ("4.0.0 (compatible; Mitra 5.1.0)" → "5.1.0"). */
export function serverVersion(version: string | undefined | null): string | null {
  return /Mitra ([\d.]+)/.exec(version ?? "")?.[1] ?? null;
}
