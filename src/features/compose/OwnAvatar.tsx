import { useAtomValue } from "jotai";
import { Link } from "wouter";
import { displayName } from "../../lib/account";
import { profileHref } from "../../paths";
import { currentUserAtom } from "../../state/session";
import { Avatar } from "../../ui/Avatar";

/** The writer's own avatar beside the editor, linking to their profile (named by their display name). */
export function OwnAvatar() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <Link href={profileHref(user)} className="composer-avatar">
      <Avatar src={user.avatar} size={44} alt={displayName(user)} />
    </Link>
  );
}
