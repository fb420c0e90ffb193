import { useAtomValue, useSetAtom } from "jotai";
import type { Account } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { followAtom, unfollowAtom } from "../../state/relationship-actions";
import { relationshipFamily, relationshipPendingFamily } from "../../state/relationships";
import "../../state/ns/profile";

/** Follow (or undo) a suggested account right from the list. */
export function SuggestionFollowButton({ account }: { account: Account }) {
  const LL = useLL();
  const relationship = useAtomValue(relationshipFamily(account.id));
  const pending = useAtomValue(relationshipPendingFamily(account.id));
  const follow = useSetAtom(followAtom);
  const unfollow = useSetAtom(unfollowAtom);
  const notice = useSetAtom(showNoticeAtom);
  const following = relationship?.following ?? false;
  const requested = relationship?.requested ?? false;
  const run = (action: () => Promise<unknown>) =>
    action().catch((error: unknown) => notice({ message: errorMessage(LL, error), kind: "error" }));
  const label = following ? LL.profile.unfollow() : requested ? LL.profile.cancelFollowRequest() : LL.profile.follow();
  return (
    <button
      type="button"
      className={`button${following || requested ? "" : " primary"}`}
      aria-disabled={pending}
      onClick={() => pending || void run(() => (following || requested ? unfollow(account.id) : follow({ accountId: account.id, locked: account.locked })))}
    >
      {label}
    </button>
  );
}
