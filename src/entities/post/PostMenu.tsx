import { useSetAtom } from "jotai";
import type { Status } from "../../api/types";
import { translationsReady, useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { menuModule, MenuOnDemand } from "../../ui/MenuOnDemand";
import type { PostPermissions } from "./post-permissions";
import "../../state/ns/post";

export type ComposerMode = "reply" | "quote" | "edit";

// The menu (ui/Menu), its entries, their actions and words load when a person first points at, focuses or opens a
// post's "…" button: reading a page of posts does not download them.
const code = menuModule(() => import("./LoadedPostMenu"), translationsReady);

/** The "…" menu of a post. */
export function PostMenu(props: {
  post: Status;
  can: PostPermissions;
  onCompose: (mode: ComposerMode) => void;
  onDeleted?: () => void;
}) {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  const label = LL.post.more();
  return (
    <MenuOnDemand
      label={label}
      code={code}
      onFailed={(error) => {
        console.error(error);
        notify({ message: LL.errors.network(), kind: "error" });
      }}
      menu={(m, openAt) => <m.default label={label} openAt={openAt} {...props} />}
    />
  );
}
