import { useSetAtom, useStore } from "jotai";
import { useStoreValue } from "../../state/use-store-value";
import { useEffect, useMemo } from "react";
import type { Status } from "../../api/types";
import { mergePost, overlayFamily, postFamily, releasePostsAtom, retainPostsAtom, upsertPostsAtom } from "../../state/posts";

/**
 * The freshest copy of a post with its optimistic changes; null once it is being deleted. A card given a post that is not cached (from
 * notifications or search) puts it into the cache while mounted, so the actions find it.
 */
export function useLivePost(post: Status): Status | null {
  const cached = useStoreValue(postFamily(post.id));
  const overlay = useStoreValue(overlayFamily(post.id));
  const store = useStore();
  const upsert = useSetAtom(upsertPostsAtom);
  const retain = useSetAtom(retainPostsAtom);
  const release = useSetAtom(releasePostsAtom);
  useEffect(() => {
    if (!store.get(postFamily(post.id))) upsert([post]);
    retain([post.id]);
    return () => release([post.id]);
  }, [post, store, upsert, retain, release]);
  return useMemo(() => (overlay.deleted ? null : mergePost(cached ?? post, overlay)), [cached, post, overlay]);
}
