import { useSetAtom } from "jotai";
import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { removeFromGroupAtom, toggleConversationTrackingAtom } from "./conversation-actions";
import { MenuItem } from "../../ui/Menu";
import "../../state/ns/extras";

/**
 * Follow the conversation (the server sends Status.conversation.tracking only to signed-in users), and remove
 * the post from a group's thread when the server says this user moderates it.
 */
export function ConversationMenuItems({ post, close, onDeleted }: { post: Status; close: () => void; onDeleted?: () => void }) {
  const LL = useLL();
  const track = useSetAtom(toggleConversationTrackingAtom);
  const remove = useSetAtom(removeFromGroupAtom);
  const conversation = post.conversation;
  if (!conversation) return null;
  const following = conversation.tracking === "follow";
  return (
    <>
      {conversation.tracking != null && (
        <MenuItem close={close} onSelect={() => track(post.id, following)}>
          {following ? LL.extras.tracking.unfollow() : LL.extras.tracking.follow()}
        </MenuItem>
      )}
      {conversation.can_moderate === true && (
        <MenuItem close={close} danger onSelect={() => remove(post.id).then((ok) => ok && onDeleted?.())}>
          {LL.extras.tracking.removeFromGroup()}
        </MenuItem>
      )}
    </>
  );
}
