import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { displayName, handle } from "../../lib/account";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { changeOnUse, preloadRelationshipChanges, relationshipFamily, relationshipPendingFamily } from "../../state/relationships";
import { instanceAtom, isAuthenticatedAtom } from "../../state/session";
import { useRunAction } from "../../state/mutation";
import "../../state/ns/profile";
import { Icon } from "../../ui/Icon";
import { paymentsPart, usePart } from "./profile-parts";

const followOnUse = changeOnUse((m) => m.followAtom);
const unfollowOnUse = changeOnUse((m) => m.unfollowAtom);
const acceptOnUse = changeOnUse((m) => m.acceptFollowRequestAtom);
const rejectOnUse = changeOnUse((m) => m.rejectFollowRequestAtom);

/**
 * Edit profile (own); accept or reject a request; follow, unfollow or cancel; subscribe. A request on its way marks
 * the buttons aria-disabled (the action ignores a second one): a disabled button would drop the focus.
 */
export function ProfileActions({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const instance = useAtomValue(instanceAtom);
  const relationship = useAtomValue(relationshipFamily(account.id));
  const pending = useAtomValue(relationshipPendingFamily(account.id));
  const notify = useSetAtom(showNoticeAtom);
  const follow = useSetAtom(followOnUse);
  const unfollow = useSetAtom(unfollowOnUse);
  const accept = useSetAtom(acceptOnUse);
  const reject = useSetAtom(rejectOnUse);
  const run = useRunAction();
  const name = displayName(account);
  // Stops the follow re-poll when the page goes.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // Accepting or rejecting takes its buttons away: focus goes to the first button left.
  const actions = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  const requestedBy = relationship?.requested_by ?? false;
  useEffect(() => {
    if (!answered.current || requestedBy) return;
    answered.current = false;
    actions.current?.querySelector<HTMLElement>("button, a")?.focus();
  }, [requestedBy]);
  const answerRequest = async (answer: () => Promise<unknown>, done: () => string) => {
    answered.current = true;
    if (!(await run(answer, done))) answered.current = false;
  };

  // A profile with payment options has their code before it shows (ProfileView): Subscribe is drawn there.
  const payments = usePart(paymentsPart, !own && account.payment_options.length > 0);
  const followButton = (
    <button
      type="button"
      className="button primary"
      aria-disabled={pending}
      aria-describedby={account.locked ? "profile-locked-hint" : undefined}
      onClick={() => {
        if (!signedIn) {
          notify({ message: LL.profile.guestFollow({ handle: handle(account, instance?.uri) }) });
          return;
        }
        abort.current?.abort();
        abort.current = new AbortController();
        void run(() => follow({ accountId: account.id, locked: account.locked, signal: abort.current!.signal }));
      }}
    >
      {account.locked && <Icon name="lock" size={16} />}
      {LL.profile.follow()}
    </button>
  );

  return (
    <div className="profile-actions" ref={actions} onPointerOver={preloadRelationshipChanges} onFocus={preloadRelationshipChanges}>
      {own && (
        <Link href={href.profileSettings()} className="button">
          {LL.profile.editProfile()}
        </Link>
      )}
      {!own && relationship?.requested_by && (
        <>
          <button type="button" className="button primary" aria-disabled={pending}
            onClick={() => void answerRequest(() => accept(account.id), () => LL.profile.followRequestAccepted({ name }))}>
            {LL.profile.acceptFollowRequest()}
          </button>
          <button type="button" className="button" aria-disabled={pending}
            onClick={() => void answerRequest(() => reject(account.id), () => LL.profile.followRequestRejected({ name }))}>
            {LL.profile.rejectFollowRequest()}
          </button>
        </>
      )}
      {!own && !signedIn && followButton}
      {!own && signedIn && relationship && (relationship.following || relationship.requested ? (
        <button type="button" className="button" aria-disabled={pending} onClick={() => void run(() => unfollow(account.id))}>
          {relationship.following ? LL.profile.unfollow() : LL.profile.cancelFollowRequest()}
        </button>
      ) : (
        followButton
      ))}
      {account.locked && !own && !relationship?.following && (
        <span id="profile-locked-hint" className="hint">{LL.profile.manuallyApprovesFollowers()}</span>
      )}
      {payments && <payments.SubscribeButton account={account} />}
    </div>
  );
}
