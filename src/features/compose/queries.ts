// The editor's reads as queries (state/query.ts): the server's preview of a text and a post's source for editing.
// Components read these with useQuery; only this module and the actions touch the API.
import type { PreviewResult, StatusSource } from "../../api/types";
import { isRecord } from "../../lib/storage";
import { defineQuery, expectShape, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";
import { loadSource, renderPreview } from "./actions";

/** The server's rendering of a text (markdown), with its custom emoji. */
export const previewQuery = defineQuery<string, PreviewResult>({
  name: "compose-preview",
  load: (get, text) => renderPreview(get(apiAtom), text),
  parse: (raw) => {
    expectShape(isRecord(raw) && typeof raw.content === "string", "preview");
    return raw as PreviewResult;
  },
  staleAfter: STALE_AFTER.short,
});

/** A post's source text to edit; read again each time an edit starts (it may have been edited since). */
export const sourceQuery = defineQuery<string, StatusSource>({
  name: "post-source",
  load: (get, postId) => loadSource(get(apiAtom), postId),
  parse: (raw) => {
    expectShape(isRecord(raw) && typeof raw.text === "string" && typeof raw.content_type === "string", "source");
    return raw as StatusSource;
  },
  staleAfter: 0,
});
