import { lazy, Suspense } from "react";
import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { ItemsMenu } from "../../ui/Menu";
import "../../state/ns/profile";

// The entries (and the requests behind them) load with the menu's first use, not with every profile.
const loadItems = () => import("./ProfileMenuItems");
const ProfileMenuItems = lazy(() => loadItems().then((m) => ({ default: m.ProfileMenuItems })));
/** Starts loading the entries as soon as the person points at or focuses the button; the import is cached. */
const preload = () => void loadItems();

/** The profile's "…" menu. */
export function ProfileMenu({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  return (
    <ItemsMenu
      label={LL.profile.more()}
      className="profile-menu"
      onIntent={preload}
      items={(close) => (
        <Suspense fallback={null}>
          <ProfileMenuItems account={account} own={own} close={close} />
        </Suspense>
      )}
    />
  );
}
