import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import type { Account, Relationship } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { loadRelationshipsAtom, relationshipFamily } from "../../state/relationships";
import { followGroupAtom } from "./actions";
import "../../state/ns/groups";

/** Follow a group from its page, or stop following it; shown once the relationship is known. */
export function GroupFollowButton({ group }: { group: Account }) {
  const LL = useLL();
  const words = LL.groups;
  const relationship = useAtomValue(relationshipFamily(group.id));
  const loadRelationships = useSetAtom(loadRelationshipsAtom);
  const notify = useSetAtom(showNoticeAtom);
  const { run, pending } = useMutation(useSetAtom(followGroupAtom), { notifyError: true });
  useEffect(() => {
    loadRelationships([group.id]).catch(() => undefined); // without it the button stays away; the page still reads
  }, [group.id, loadRelationships]);
  if (!relationship) return null;
  const on = relationship.following || relationship.requested;
  // A second press while one is on its way sends nothing (useMutation).
  const toggle = async () => {
    const answer = (await run(group, !on)) as { value?: Relationship };
    if (answer.value) notify({ message: answer.value.following ? words.followed() : answer.value.requested ? words.requested() : words.unfollowed() });
  };
  return (
    <button type="button" className={on ? "button" : "button primary"} aria-disabled={pending} onClick={toggle}>
      {relationship.following ? words.unfollow() : relationship.requested ? words.cancelRequest() : words.follow()}
    </button>
  );
}
