// What the server is and what it can do, read from its instance description. Mitra names itself in `version`
// ("4.0.0 (compatible; Mitra 3.1.0)"); Mitra-only features are offered only there.
import type { Instance } from "./types";

export type Software = "mitra" | "pleroma" | "akkoma" | "hollo" | "gotosocial" | "mastodon" | "other";

/** Where emoji reactions are added and removed, if anywhere. */
export type ReactionsApi = "pleroma" | "fork" | null;

export interface ServerInfo {
  software: Software;
  /** The software's own version (e.g. Mitra's "3.1.0"); null when it is not said. */
  version: string | null;
  mitra: boolean;
  reactions: ReactionsApi;
  /** GET /api/v1/statuses/{id}/thread (Mitra): the whole thread in one answer. Elsewhere: /context. */
  thread: boolean;
  /** A new post may quote another (`quote_id`): Mitra, and servers listing "quote_posting" (Pleroma, Akkoma). */
  quotes: boolean;
}

const COMPATIBLE = /\(compatible;\s*([A-Za-z][\w-]*)\s+v?([0-9][^\s)]*)/i;

export function detectServer(instance: Pick<Instance, "version" | "pleroma"> | null | undefined): ServerInfo {
  // Before the instance is known the client assumes its home server, Mitra, as it always did.
  if (!instance) return { software: "mitra", version: null, mitra: true, reactions: "pleroma", thread: true, quotes: true };
  const versionText = instance.version ?? "";
  const match = COMPATIBLE.exec(versionText);
  const name = match?.[1].toLowerCase() ?? "";
  let software: Software;
  let version: string | null = match?.[2] ?? null;
  if (name === "mitra" || name === "pleroma" || name === "akkoma" || name === "hollo") software = name;
  else if (/gotosocial/i.test(versionText)) software = "gotosocial";
  else if (match) software = "other";
  else if (/^\d+\.\d+/.test(versionText)) {
    // A bare version: Mastodon (and glitch-soc and other forks, "4.3.0+glitch"), or GoToSocial ("0.17.0 git-…").
    software = /^0\./.test(versionText) ? "gotosocial" : "mastodon";
    version = versionText.split(/\s/)[0];
  } else software = "other";
  const features = instance.pleroma?.metadata?.features ?? [];
  const mitra = software === "mitra";
  let reactions: ReactionsApi = null;
  if (mitra || software === "pleroma" || software === "akkoma" || features.includes("pleroma_emoji_reactions")) reactions = "pleroma";
  else if (software === "hollo" || features.includes("emoji_reaction")) reactions = "fork";
  return { software, version, mitra, reactions, thread: mitra, quotes: mitra || features.includes("quote_posting") };
}

/** Compares dotted versions numerically: "2.10" is newer than "2.9". */
export function versionAtLeast(version: string | null, wanted: string): boolean {
  if (version === null) return false;
  const have = version.split(/[.+-]/).map((p) => Number.parseInt(p, 10) || 0);
  const want = wanted.split(".").map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < want.length; i++) {
    if ((have[i] ?? 0) !== want[i]) return (have[i] ?? 0) > want[i];
  }
  return true;
}
