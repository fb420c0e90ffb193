import { lazy, Suspense } from "react";
import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { DropdownMenu } from "./DropdownMenu";
import type { PostPermissions } from "./post-permissions";
import "../../state/ns/post";

export type ComposerMode = "reply" | "quote" | "edit";

const PostMenuItems = lazy(() => import("./PostMenuItems").then((m) => ({ default: m.PostMenuItems })));

/** The "…" menu of a post. */
export function PostMenu(props: {
  post: Status;
  can: PostPermissions;
  onCompose: (mode: ComposerMode) => void;
  onDeleted?: () => void;
}) {
  const LL = useLL();
  return (
    <DropdownMenu label={LL.post.more()} icon={<span aria-hidden="true">⋯</span>}>
      {(close) => (
        <Suspense fallback={null}>
          <PostMenuItems {...props} close={close} />
        </Suspense>
      )}
    </DropdownMenu>
  );
}
