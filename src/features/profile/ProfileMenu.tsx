import { useSetAtom } from "jotai";
import type { Account } from "../../api/types";
import { translationsReady, useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { menuModule, MenuOnDemand } from "../../ui/MenuOnDemand";
import "../../state/ns/profile";

// The menu (ui/Menu), its entries and the requests behind them load with the menu's first use, not with every profile.
const code = menuModule(() => import("./LoadedProfileMenu"), translationsReady);

/** The profile's "…" menu. */
export function ProfileMenu({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  const label = LL.profile.more();
  return (
    <MenuOnDemand
      label={label}
      className="profile-menu"
      code={code}
      onFailed={(error) => {
        console.error(error);
        notify({ message: LL.errors.network(), kind: "error" });
      }}
      menu={(m, openAt) => <m.default label={label} openAt={openAt} account={account} own={own} />}
    />
  );
}
