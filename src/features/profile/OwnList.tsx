import { ProfileList } from "./ProfileList";
import type { ProfileList as ListKind } from "./queries";
import { SubscriberList } from "./SubscriberList";

/** The own profile's people lists, one chunk loaded when one is first opened (ProfileSections). */
export default function OwnList({ accountId, list }: { accountId: string; list: ListKind | "subscribers" }) {
  return list === "subscribers" ? <SubscriberList accountId={accountId} /> : <ProfileList accountId={accountId} list={list} />;
}
