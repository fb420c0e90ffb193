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
import {
  relationshipFamily,
  removeFromFollowersAtom,
  setShowReblogsAtom,
  setShowRepliesAtom,
  toggleMuteAtom,
} from "../../state/relationships";
import { currentUserAtom, instanceAtom, serverAtom } from "../../state/session";
import { MenuEntries, type MenuEntry } from "../../ui/EntryMenu";
import { accountListEntriesAtom, apiBaseUrlAtom, deleteUserAtom, loadRemotePostsAtom } from "./menu-actions";
import { atomFeedUrl, sellsSubscriptions } from "./profile-rules";
import { useRunAction } from "../../state/mutation";
import type { ListEntry } from "./account-list-entries";
import { errorMessage } from "../../state/errors";
import "../../state/ns/profile";

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
      () => notify({ message: LL.profile.copied() }),
      () => notify({ message: LL.profile.copyFailed(), kind: "error" }),
    );

  const entries: MenuEntry[] = [];
  const action = (label: string, onSelect: () => void, danger = false) => entries.push({ kind: "action", label, onSelect, danger });
  const link = (label: string, to: string, external = false) => entries.push({ kind: "link", label, href: to, external });

  if (remote) {
    // A profile URL that is not a web address (an OS handler, an in-app path) gives no entry.
    const page = safeLinkUrl(account.url);
    if (page) link(LL.profile.openProfilePage(), page.href, true);
  } else link(LL.profile.atomFeed(), atomFeedUrl(apiBaseUrl, account.username), true);
  if (other && relationship && (relationship.following || relationship.requested)) {
    const reblogs = relationship.showing_reblogs;
    const replies = relationship.showing_replies;
    action(reblogs ? LL.profile.hideReposts() : LL.profile.showReposts(), () =>
      void run(() => setReblogs({ accountId: account.id, show: !reblogs }), () =>
        reblogs ? LL.profile.repostsHidden({ name }) : LL.profile.repostsShown({ name })),
    );
    action(replies ? LL.profile.hideReplies() : LL.profile.showReplies(), () =>
      void run(() => setReplies({ accountId: account.id, show: !replies }), () =>
        replies ? LL.profile.repliesHidden({ name }) : LL.profile.repliesShown({ name })),
    );
  }
  if (other && relationship?.followed_by) {
    action(LL.profile.removeFromFollowers(), async () => {
      if (!(await confirm({ message: LL.profile.confirmRemoveFromFollowers({ name }), confirmLabel: LL.profile.removeFromFollowers() }))) return;
      void run(() => removeFollower(account.id), () => LL.profile.removedFromFollowers({ name }));
    });
  }
  if (own) link(LL.profile.viewFollowRequests(), href.followRequests());
  if (other && relationship) {
    const muting = relationship.muting;
    action(muting ? LL.profile.unmute() : LL.profile.mute(), () =>
      void run(() => toggleMute(account.id), () => (muting ? LL.profile.unmuted({ name }) : LL.profile.muted({ name }))),
    );
  }
  if (other && lists?.of === account.id) for (const entry of lists.entries) link(entry.label, entry.href);
  if (own) {
    link(LL.profile.viewMutedUsers(), href.mutes());
    if (mitra) link(LL.profile.viewCustomFeeds(), href.customFeeds());
  }
  if (other && sellsSubscriptions(user)) link(LL.profile.subscriberDetails(), href.subscriber(account.id));
  if (own && mitra) {
    // Linking an address needs a browser wallet; without one the entry is not offered.
    if (typeof window !== "undefined" && window.ethereum) link(LL.profile.linkEthereumAddress(), href.identityProofEthereum());
    link(LL.profile.linkCryptographicKey(), href.identityProof());
  }
  if (isAdmin(user)) {
    entries.push({ kind: "separator" });
    action(LL.profile.copyProfileId(), () => void copy(account.id));
    action(LL.profile.copyActorId(), () => void copy(account.actor_id));
    if (remote) {
      for (const [label, collection] of [[LL.profile.loadFeaturedPosts(), "featured"], [LL.profile.loadLatestPosts(), "outbox"]] as const) {
        // As "load replies" does: the hint comes first, since the server fetches in the background.
        action(label, () => {
          notify({ message: LL.profile.reloadInAFewMinutes() });
          void run(() => loadRemotePosts(account.id, collection));
        });
      }
    }
    if (!own) {
      const who = address(account, instance?.uri);
      action(LL.profile.deleteUser(), async () => {
        if (!(await confirm({ message: LL.profile.confirmDeleteUser({ address: who }), confirmLabel: LL.profile.deleteUser() }))) return;
        if (await run(() => deleteUser(account.id).then(() => true), () => LL.profile.userDeleted({ address: who }))) {
          navigate(href.home());
        }
      }, true);
    }
  }
  return <MenuEntries entries={entries} navigate={navigate} close={close} />;
}
