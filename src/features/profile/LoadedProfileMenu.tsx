import type { Account } from "../../api/types";
import { ItemsMenu } from "../../ui/Menu";
import type { MenuEnd } from "../../ui/MenuOnDemand";
import { ProfileMenuItems } from "./ProfileMenuItems";

/** The profile's "…" menu with its entries: loaded when the person first reaches for it (ProfileMenu), open at once. */
export default function LoadedProfileMenu({ label, openAt, account, own }: { label: string; openAt: MenuEnd; account: Account; own: boolean }) {
  return <ItemsMenu label={label} className="profile-menu" startOpen={openAt} items={(close) => <ProfileMenuItems account={account} own={own} close={close} />} />;
}
