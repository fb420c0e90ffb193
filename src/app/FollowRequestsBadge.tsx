import { useAtomValue } from "jotai";
import { accountListQuery } from "../features/relationships/account-list";
import { useLL } from "../state/i18n";
import { usePagedQuery } from "../state/query";
import { currentUserAtom } from "../state/session";
import "../state/ns/frame";

/**
 * How many follow requests wait for an answer (the loaded ones, "99+" past that), named for screen readers; nothing
 * when none do. The list is the follow requests page's own, so answering one there updates the count here; an
 * answer on the requester's profile loads it again (state/relationships).
 */
export function FollowRequestsBadge() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const list = usePagedQuery(accountListQuery, user?.locked ? "follow-requests" : null);
  const count = list.items?.length ?? 0;
  if (count <= 0) return null;
  return (
    <span className="badge" aria-label={LL.frame.moreNav.pendingRequests({ count })}>
      {count > 99 ? "99+" : `${count}${list.hasMore ? "+" : ""}`}
    </span>
  );
}
