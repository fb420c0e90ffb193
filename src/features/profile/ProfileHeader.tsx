import { useAtomValue } from "jotai";
import type { Account } from "../../api/types";
import { EmojiText } from "../../entities/content/EmojiText";
import { AccountHandle } from "../../entities/account/AccountName";
import { displayName, isPlaceholderImage } from "../../lib/account";
import { useLL } from "../../state/i18n";
import { Avatar } from "../../ui/Avatar";
import { safeImageUrl } from "../../lib/url-policy";
import { ProfileActions } from "./ProfileActions";
import { ProfileBadges } from "./ProfileBadges";
import { ProfileMenu } from "./ProfileMenu";
import { currentUserAtom } from "../../state/session";
import { useLatestAccount } from "../../state/account-cache";
import "../../state/ns/profile";

/** Banner, avatar, badges, name and handle, the relationship buttons and the more-menu. */
export function ProfileHeader({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  // The own profile shows the current user, so an edit made elsewhere shows without a reload.
  const latest = useLatestAccount(account);
  const shown = own && user ? user : latest;
  const name = displayName(shown);
  // The banner is a URL from another server: only a safe image URL is ever requested (security.md A8).
  const banner = isPlaceholderImage(shown.header) ? null : safeImageUrl(shown.header);
  return (
    <header className="profile-header card">
      {banner && (
        <img className="profile-banner" src={banner} alt={LL.profile.banner({ name })} />
      )}
      <div className="profile-identity">
        <Avatar src={shown.avatar} size={96} alt={LL.common.avatarOf({ name })} />
        <div className="profile-names">
          <h1 id="profile-name" className="profile-display-name">
            <EmojiText text={name} emojis={shown.emojis} />
          </h1>
          <AccountHandle account={shown} />
          <ProfileBadges account={shown} own={own} />
        </div>
        <ProfileMenu account={shown} own={own} />
      </div>
      <ProfileActions account={shown} own={own} />
    </header>
  );
}
