import { useAtomValue, useSetAtom } from "jotai";
import type { Status } from "../../api/types";
import { handle } from "../../lib/account";
import { useLL } from "../../state/i18n";
import { relationshipFamily } from "../../state/relationships";
import { instanceAtom } from "../../state/session";
import { safeLinkUrl } from "../../lib/url-policy";
import {
  adminDeletePostAtom,
  copyTextAtom,
  deletePostAtom,
  loadRepliesAtom,
  muteAuthorAtom,
  saveToIpfsAtom,
  toggleBookmarkAtom,
  togglePinAtom,
} from "./actions";
import { useLayoutEffect, useRef } from "react";
import { ConversationMenuItems } from "./ConversationMenuItems";
import { MenuItem, MenuSeparator } from "../../ui/Menu";
import type { PostPermissions } from "./post-permissions";
import type { ComposerMode } from "./PostMenu";
import "../../state/ns/post";
import "../../state/ns/postTools";

/**
 * Where the focus goes once a deleted post's card has left the list, the focus (on its menu button) with it: the
 * entry after it, or before it, else the page's main region. Read while the card is there; used once it is gone.
 * When the server refused, the card is back (a new one) and its menu button takes the focus again.
 */
function focusAfterRemoval(id: string): (removed: boolean) => void {
  const entry = document.activeElement?.closest("li");
  const neighbour = entry?.nextElementSibling ?? entry?.previousElementSibling ?? null;
  return (removed) => {
    if (document.activeElement && document.activeElement !== document.body) return;
    if (!removed) {
      // Once the card is drawn again: on a busy phone its render may come some frames later (up to about a second
      // is waited for), and the focus goes to it only if nothing else has taken it meanwhile.
      const button = `article[data-post-id="${CSS.escape(id)}"] .post-actions .menu-button`;
      const focusWhenDrawn = (frames: number) => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const target = (entry?.isConnected ? entry : document).querySelector<HTMLElement>(button);
        if (target) target.focus();
        else if (frames > 0) requestAnimationFrame(() => focusWhenDrawn(frames - 1));
      };
      requestAnimationFrame(() => focusWhenDrawn(60));
      return;
    }
    const live = neighbour instanceof HTMLElement && neighbour.isConnected ? neighbour : null;
    // A timeline entry takes the focus itself; a thread entry through its first link or button.
    const target = live?.hasAttribute("tabindex") ? live : live?.querySelector<HTMLElement>("a[href], button");
    (target ?? document.getElementById("main"))?.focus();
  };
}

/** The entries of the "…" menu, each decided by the permissions (spec §6). Loaded when the menu first opens. */
export function PostMenuItems({ post, can, onCompose, onDeleted, close }: {
  post: Status;
  can: PostPermissions;
  onCompose: (mode: ComposerMode) => void;
  onDeleted?: () => void;
  close: () => void;
}) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const relationship = useAtomValue(relationshipFamily(post.account.id));
  const copy = useSetAtom(copyTextAtom);
  const bookmark = useSetAtom(toggleBookmarkAtom);
  const pin = useSetAtom(togglePinAtom);
  const remove = useSetAtom(deletePostAtom);
  const adminRemove = useSetAtom(adminDeletePostAtom);
  const mute = useSetAtom(muteAuthorAtom);
  const ipfs = useSetAtom(saveToIpfsAtom);
  const loadReplies = useSetAtom(loadRepliesAtom);
  const authorHandle = handle(post.account, instance?.uri);
  const link = safeLinkUrl(post.url || post.uri);
  const admin = can.copyObjectId || can.loadReplies || can.adminDelete;
  const removed = (deleting: Promise<boolean>) => {
    const refocus = focusAfterRemoval(post.id);
    void deleting.then((ok) => {
      if (ok) onDeleted?.();
      refocus(ok);
    });
  };
  const first = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    // The menu took focus while these items loaded; hand it to the first item.
    const menu = first.current?.parentElement;
    if (menu && document.activeElement === menu) menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  return (
        <>
          <span ref={first} hidden />
          {link && (
            <MenuItem close={close} onSelect={() => copy(link.href, LL.postTools.linkCopied())}>
              {LL.postTools.copyLink()}
            </MenuItem>
          )}
          {can.bookmark && (
            <MenuItem close={close} keepOpen onSelect={() => bookmark(post.id)}>
              {post.bookmarked ? LL.postTools.removeBookmark() : LL.postTools.bookmark()}
            </MenuItem>
          )}
          {can.pin && (
            <MenuItem close={close} onSelect={() => pin(post.id)}>
              {post.pinned ? LL.postTools.removeFromFeatured() : LL.postTools.addToFeatured()}
            </MenuItem>
          )}
          {can.quote && (
            <MenuItem close={close} onSelect={() => onCompose("quote")}>
              {LL.postTools.repostWithComment()}
            </MenuItem>
          )}
          {can.edit && (
            <MenuItem close={close} onSelect={() => onCompose("edit")}>
              {LL.postTools.editPost()}
            </MenuItem>
          )}
          {can.saveToIpfs && (
            <MenuItem close={close} onSelect={() => ipfs(post.id)}>
              {LL.postTools.saveToIpfs()}
            </MenuItem>
          )}
          {can.mute && relationship && (
            <MenuItem close={close} onSelect={() => mute(post.account.id, authorHandle, relationship.muting)}>
              {relationship.muting ? LL.postTools.unmuteAuthor() : LL.postTools.muteAuthor()}
            </MenuItem>
          )}
          <ConversationMenuItems post={post} close={close} onDeleted={onDeleted} />
          {can.delete && (
            <MenuItem close={close} danger onSelect={() => removed(remove(post.id))}>
              {LL.postTools.deletePost()}
            </MenuItem>
          )}
          {admin && <MenuSeparator label={LL.postTools.adminSection()} />}
          {can.copyObjectId && (
            <MenuItem close={close} onSelect={() => copy(post.uri, LL.postTools.objectIdCopied())}>
              {LL.postTools.copyObjectId()}
            </MenuItem>
          )}
          {can.loadReplies && (
            <MenuItem close={close} onSelect={() => loadReplies(post.id)}>
              {LL.postTools.loadReplies()}
            </MenuItem>
          )}
          {can.adminDelete && (
            <MenuItem close={close} danger onSelect={() => removed(adminRemove(post.id, authorHandle))}>
              {LL.postTools.adminDelete()}
            </MenuItem>
          )}
        </>
  );
}
