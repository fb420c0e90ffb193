import type { Status } from "../../api/types";
import { ItemsMenu } from "../../ui/Menu";
import type { MenuEnd } from "../../ui/MenuOnDemand";
import type { PostPermissions } from "./post-permissions";
import type { ComposerMode } from "./PostMenu";
import { PostMenuItems } from "./PostMenuItems";

/**
 * The "…" menu of a post with its entries: loaded when the person first reaches for the menu (PostMenu), which it
 * replaces, open at once.
 */
export default function LoadedPostMenu({ label, openAt, ...props }: {
  label: string;
  openAt: MenuEnd;
  post: Status;
  can: PostPermissions;
  onCompose: (mode: ComposerMode) => void;
  onDeleted?: () => void;
}) {
  return <ItemsMenu label={label} startOpen={openAt} items={(close) => <PostMenuItems {...props} close={close} />} />;
}
