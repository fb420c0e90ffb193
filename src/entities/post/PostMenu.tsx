import { lazy, Suspense } from "react";
import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { ItemsMenu } from "../../ui/Menu";
import type { PostPermissions } from "./post-permissions";
import "../../state/ns/post";

export type ComposerMode = "reply" | "quote" | "edit";

const loadItems = () => import("./PostMenuItems");
const PostMenuItems = lazy(() => loadItems().then((m) => ({ default: m.PostMenuItems })));
/** Starts loading the entries as soon as the person points at or focuses the button; the import is cached. */
const preload = () => void loadItems();

/** The "…" menu of a post. */
export function PostMenu(props: {
  post: Status;
  can: PostPermissions;
  onCompose: (mode: ComposerMode) => void;
  onDeleted?: () => void;
}) {
  const LL = useLL();
  return (
    <ItemsMenu
      label={LL.post.more()}
      onIntent={preload}
      items={(close) => (
        <Suspense fallback={null}>
          <PostMenuItems {...props} close={close} />
        </Suspense>
      )}
    />
  );
}
