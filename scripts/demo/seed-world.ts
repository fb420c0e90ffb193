// Builds a fresh world: accounts, posts, social graph. Deterministic apart from timestamps (relative to now).
import { seedGroups } from "./extras";
import { seedAccounts } from "./seed";
import { seedPosts } from "./seed-posts";
import { seedSocial } from "./seed-social";
import { createState, type State } from "./state";

export function seedWorld(kind: "default" | "large" = "default"): State {
  const state = createState();
  const now = Date.now();
  state.startedAt = now;
  const ids = seedAccounts(state, now);
  const named = seedPosts(state, ids, now, kind === "large");
  seedSocial(state, ids, named, now);
  seedGroups(state, ids, now);
  return state;
}
