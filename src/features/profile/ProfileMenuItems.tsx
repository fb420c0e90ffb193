import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { Account } from "../../api/types";
import { address, displayName, isRemote } from "../../lib/account";
import { safeLinkUrl } from "../../lib/url-policy";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { isAdmin } from "../../state/permissions";
import { removeFromFollowersAtom, setShowReblogsAtom, setShowRepliesAtom, toggleMuteAtom } from "../../state/relationship-actions";
import { relationshipFamily } from "../../state/relationships";
import { currentUserAtom, instanceAtom, serverAtom } from "../../state/session";
import { MenuEntries, type MenuEntry } from "../../ui/EntryMenu";
import { accountListEntriesAtom, apiBaseUrlAtom, deleteUserAtom, loadRemotePostsAtom } from "./menu-actions";
import { atomFeedUrl, sellsSubscriptions } from "./menu-rules";
import { useRunAction } from "../../state/mutation";
import type { ListEntry } from "./account-list-entries";
import { errorMessage } from "../../state/errors";
import "../../state/ns/profileMenu";

/** The entries of the more-menu (spec 2 §2 "Profile menu items"), loaded with its first use (ProfileMenu.tsx, LoadedProfileMenu.tsx). */
export function ProfileMenuItems({ account, own, close }: { account: Account; own: boolean; close: (returnFocus?: boolean) => void }) {
  const LL = useLL();
  const apiBaseUrl = useAtomValue(apiBaseUrlAtom);
  const loadRemotePosts = useSetAtom(loadRemotePostsAtom);
  const deleteUser = useSetAtom(deleteUserAtom);
  const loadListEntries = useSetAtom(accountListEntriesAtom);
  const user = useAtomValue(currentUserAtom);
  const instance = useAtomValue(instanceAtom);
  // Custom feeds and identity proofs are Mitra's own.
  const { mitra } = useAtomValue(serverAtom);
  const relationship = useAtomValue(relationshipFamily(account.id));
  const [, navigate] = useLocation();
  const notify = useSetAtom(showNoticeAtom);
  const confirm = useSetAtom(confirmAtom);
  const setReblogs = useSetAtom(setShowReblogsAtom);
  const setReplies = useSetAtom(setShowRepliesAtom);
  const removeFollower = useSetAtom(removeFromFollowersAtom);
  const toggleMute = useSetAtom(toggleMuteAtom);
  const run = useRunAction();
  const name = displayName(account);
  const remote = isRemote(account);
  const other = !own && user !== null;
  // The custom feeds that hold the account: asked for each time the menu opens (these items mount), with their code
  // and words; only on Mitra (another server answers 404).
  const [lists, setLists] = useState<{ of: string; entries: ListEntry[] }>();
  useEffect(() => {
    if (!other || !mitra) return;
    void loadListEntries(account.id, LL).then((entries) => setLists({ of: account.id, entries }), (e: unknown) => notify({ message: errorMessage(LL, e), kind: "error" }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => notify({ message: LL.profileMenu.copied() }),
      () => notify({ message: LL.profileMenu.copyFailed(), kind: "error" }),
    );

  const entries: MenuEntry[] = [];
  const action = (label: string, onSelect: () => void, danger = false) => entries.push({ kind: "action", label, onSelect, danger });
  const link = (label: string, to: string, external = false) => entries.push({ kind: "link", label, href: to, external });

  if (remote) {
    // A profile URL that is not a web address (an OS handler, an in-app path) gives no entry.
    const page = safeLinkUrl(account.url);
    if (page) link(LL.profileMenu.openProfilePage(), page.href, true);
  } else link(LL.profileMenu.atomFeed(), atomFeedUrl(apiBaseUrl, account.username), true);
  if (other && relationship && (relationship.following || relationship.requested)) {
    const reblogs = relationship.showing_reblogs;
    const replies = relationship.showing_replies;
    action(reblogs ? LL.profileMenu.hideReposts() : LL.profileMenu.showReposts(), () =>
      void run(() => setReblogs({ accountId: account.id, show: !reblogs }), () =>
        reblogs ? LL.profileMenu.repostsHidden({ name }) : LL.profileMenu.repostsShown({ name })),
    );
    action(replies ? LL.profileMenu.hideReplies() : LL.profileMenu.showReplies(), () =>
      void run(() => setReplies({ accountId: account.id, show: !replies }), () =>
        replies ? LL.profileMenu.repliesHidden({ name }) : LL.profileMenu.repliesShown({ name })),
    );
  }
  if (other && relationship?.followed_by) {
    action(LL.profileMenu.removeFromFollowers(), async () => {
      if (!(await confirm({ message: LL.profileMenu.confirmRemoveFromFollowers({ name }), confirmLabel: LL.profileMenu.removeFromFollowers() }))) return;
      void run(() => removeFollower(account.id), () => LL.profileMenu.removedFromFollowers({ name }));
    });
  }
  if (own) link(LL.profileMenu.viewFollowRequests(), href.followRequests());
  if (other && relationship) {
    const muting = relationship.muting;
    action(muting ? LL.profileMenu.unmute() : LL.profileMenu.mute(), () =>
      void run(() => toggleMute(account.id), () => (muting ? LL.profileMenu.unmuted({ name }) : LL.profileMenu.muted({ name }))),
    );
  }
  if (other && lists?.of === account.id) for (const entry of lists.entries) link(entry.label, entry.href);
  if (own) {
    link(LL.profileMenu.viewMutedUsers(), href.mutes());
    if (mitra) link(LL.profileMenu.viewCustomFeeds(), href.customFeeds());
  }
  if (other && sellsSubscriptions(user)) link(LL.profileMenu.subscriberDetails(), href.subscriber(account.id));
  if (own && mitra) {
    // Linking an address needs a browser wallet; without one the entry is not offered.
    if (typeof window !== "undefined" && window.ethereum) link(LL.profileMenu.linkEthereumAddress(), href.identityProofEthereum());
    link(LL.profileMenu.linkCryptographicKey(), href.identityProof());
  }
  if (isAdmin(user)) {
    entries.push({ kind: "separator" });
    action(LL.profileMenu.copyProfileId(), () => void copy(account.id));
    action(LL.profileMenu.copyActorId(), () => void copy(account.actor_id));
    if (remote) {
      for (const [label, collection] of [[LL.profileMenu.loadFeaturedPosts(), "featured"], [LL.profileMenu.loadLatestPosts(), "outbox"]] as const) {
        // As "load replies" does: the hint comes first, since the server fetches in the background.
        action(label, () => {
          notify({ message: LL.profileMenu.reloadInAFewMinutes() });
          void run(() => loadRemotePosts(account.id, collection));
        });
      }
    }
    if (!own) {
      const who = address(account, instance?.uri);
      action(LL.profileMenu.deleteUser(), async () => {
        if (!(await confirm({ message: LL.profileMenu.confirmDeleteUser({ address: who }), confirmLabel: LL.profileMenu.deleteUser() }))) return;
        if (await run(() => deleteUser(account.id).then(() => true), () => LL.profileMenu.userDeleted({ address: who }))) {
          navigate(href.home());
        }
      }, true);
    }
  }
  return <MenuEntries entries={entries} navigate={navigate} close={close} />;
}
