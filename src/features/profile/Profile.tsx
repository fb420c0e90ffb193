import { useAtomValue } from "jotai";
import { useState } from "react";
import type { Account } from "../../api/types";
import { currentUserAtom } from "../../state/session";
import { ProfileAbout } from "./ProfileAbout";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileSections, type Section } from "./ProfileSections";
import { ProfileStats } from "./ProfileStats";
import { showsStats } from "./profile-rules";

/** The whole profile page once the account is known. */
export function Profile({ account }: { account: Account }) {
  const user = useAtomValue(currentUserAtom);
  const own = user?.id === account.id;
  const [section, setSection] = useState<Section>("posts");
  return (
    <article className="profile" aria-labelledby="profile-name">
      <ProfileHeader account={account} own={own} />
      <ProfileAbout account={account} own={own} />
      {showsStats(account) && <ProfileStats account={own && user ? user : account} own={own} section={section} onOpen={setSection} />}
      <ProfileSections account={account} own={own} section={section} onSection={setSection} />
    </article>
  );
}
