import { useAtomValue } from "jotai";
import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { subscriptionsEnabled } from "../../state/permissions";
import { instanceAtom } from "../../state/session";
import type { Section } from "./ProfileSections";
import "../../state/ns/profile";

/** Posts, followers, following (and subscribers); on the own profile each opens its list, pressed while open. */
export function ProfileStats({ account, own, section, onOpen }: { account: Account; own: boolean; section: Section; onOpen: (s: Section) => void }) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const stats: { section: Section; text: string }[] = [
    { section: "posts", text: LL.profile.statsPosts({ count: account.statuses_count }) },
    { section: "followers", text: LL.profile.statsFollowers({ count: account.followers_count }) },
    { section: "following", text: LL.profile.statsFollowing({ count: account.following_count }) },
  ];
  if (subscriptionsEnabled(instance)) {
    stats.push({ section: "subscribers", text: LL.profile.statsSubscribers({ count: account.subscribers_count }) });
  }
  return (
    <ul className="profile-stats" aria-label={LL.profile.stats()}>
      {stats.map((s) => (
        <li key={s.section}>
          {own ? (
            <button type="button" className="link-button" aria-pressed={section === s.section} onClick={() => onOpen(s.section)}>
              {s.text}
            </button>
          ) : (
            s.text
          )}
        </li>
      ))}
    </ul>
  );
}
