// The editor's starting choices: the client's own setting where the person made one, otherwise the server's
// preferences (GET /api/v1/preferences: default visibility and language, and on Mastodon-compatible servers the
// content-warning flag), otherwise public, no warning, no language.
import { atom } from "jotai";
import { getPreferences, type Preferences } from "../api/endpoints/account-extras";
import { isRecord } from "../lib/storage";
import { configAtom, type ClientConfig, type DefaultVisibility } from "./config";
import { defineQuery, expectShape, queryStateAtom, STALE_AFTER } from "./query";
import { apiAtom } from "./session";

export interface PostingDefaults {
  visibility: DefaultVisibility;
  sensitive: boolean;
  /** ISO 639-1 code sent with new posts, or null to let the server decide. */
  language: string | null;
}

const VISIBILITIES: readonly string[] = ["public", "private", "subscribers"] satisfies DefaultVisibility[];

/** Pure: the client's explicit choice first, then the server's preference, then the built-in default. */
export function postingDefaults(config: Pick<ClientConfig, "defaultVisibility">, preferences: Preferences | undefined): PostingDefaults {
  const server = preferences?.["posting:default:visibility"];
  const language = preferences?.["posting:default:language"];
  return {
    visibility: config.defaultVisibility ?? (server && VISIBILITIES.includes(server) ? server : "public"),
    sensitive: preferences?.["posting:default:sensitive"] === true,
    language: typeof language === "string" && /^[a-z]{2,3}$/i.test(language) ? language.toLowerCase() : null,
  };
}

export const preferencesQuery = defineQuery({
  name: "preferences",
  key: (_all: "all") => "all",
  load: (get) => getPreferences(get(apiAtom)),
  parse: (raw) => {
    expectShape(isRecord(raw), "preferences");
    return raw as Preferences;
  },
  staleAfter: STALE_AFTER.long,
});

/** The defaults as far as they are known now; screens that need them load preferencesQuery with "all". */
export const postingDefaultsAtom = atom((get) => postingDefaults(get(configAtom), get(queryStateAtom(preferencesQuery, "all")).data));
