import type { Status } from "../../api/types";
import { Icon } from "../../ui/Icon";
import { useLL } from "../../state/i18n";
import { useLatestAccount } from "../../state/account-cache";
import { DisplayName } from "../account/AccountName";
import { ProfileLink } from "./PostLinks";
import "../../state/ns/post";

/** "Name reposted" with the repost icon, above the reposted post. */
export function RepostHeader({ repost, external }: { repost: Status; external: boolean }) {
  const LL = useLL();
  const reposter = useLatestAccount(repost.account);
  return (
    <p className="post-repost-header">
      <Icon name="repost" size={16} />{" "}
      <ProfileLink account={reposter} external={external}>
        <DisplayName account={reposter} />
      </ProfileLink>{" "}
      {LL.post.reposted()}
    </p>
  );
}
