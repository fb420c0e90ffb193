import { getPublicTimeline } from "../../api/endpoints/timelines";
import type { Status } from "../../api/types";
import { defineQuery, parseList, STALE_AFTER } from "../../state/query";
import { apiAtom } from "../../state/session";
import { PUBLIC_POSTS } from "./public-posts-rules";

/** The newest local public posts, for the landing page's visitors. */
export const publicPostsQuery = defineQuery({
  name: "landing-public-posts",
  key: (_feed: "local") => "local",
  load: async (get) => (await getPublicTimeline(get(apiAtom), true, { limit: PUBLIC_POSTS })).items,
  parse: (raw) => parseList<Status>(raw),
  staleAfter: STALE_AFTER.normal,
});
