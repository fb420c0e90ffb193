import { Link } from "wouter";
import type { Account } from "../../api/types";
import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { RichContent } from "../../entities/content/RichContent";
import { isPlaceholderImage } from "../../lib/account";
import { safeImageUrl } from "../../lib/url-policy";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { Avatar } from "../../ui/Avatar";
import "../../state/ns/relationships";

/** One profile of the directory: banner, avatar, the whole name and handle, the start of the bio and the post count. */
export function DirectoryCard({ account }: { account: Account }) {
  const LL = useLL();
  // A URL from another server: only a safe image URL is requested; the identicon counts as no banner.
  const banner = isPlaceholderImage(account.header) ? null : safeImageUrl(account.header);
  return (
    <li className="directory-card">
      {banner ? <img className="directory-banner" src={banner} alt="" loading="lazy" decoding="async" /> : <div className="directory-banner" />}
      <div className="directory-card-body">
        <Link href={profileHref(account)} className="directory-card-link">
          <Avatar src={account.avatar} size={56} />
          <span className="directory-names">
            <DisplayName account={account} />
            <AccountHandle account={account} />
          </span>
        </Link>
        {account.note && <RichContent html={account.note} emojis={account.emojis} className="directory-bio" />}
        <p className="hint">{LL.relationships.postCount({ count: account.statuses_count ?? 0 })}</p>
      </div>
    </li>
  );
}
