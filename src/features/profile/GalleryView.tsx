import { useAtomValue } from "jotai";
import { Link, useParams } from "wouter";
import { displayName } from "../../lib/account";
import { href } from "../../paths";
import { accountLoadStatus, accountRef, useAccount } from "../../state/accounts";
import { useLL } from "../../state/i18n";
import { useLoadTexts } from "../../state/query";
import { isAuthenticatedAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { Icon } from "../../ui/Icon";
import { LoadStatus } from "../../ui/LoadStatus";
import { GalleryGrid } from "./GalleryGrid";
import { galleryVisible } from "./profile-rules";
import "./profile.css";
import "../../state/ns/profile";

/** /@{acct}/gallery and /profile/{id}/gallery: the account's media posts as a grid. */
export default function GalleryView() {
  const LL = useLL();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const texts = useLoadTexts();
  const state = useAccount(accountRef(useParams()));
  const account = state.status === "ready" && galleryVisible(state.account, signedIn) ? state.account : null;
  const notFound = state.status === "not-found" || (state.status === "ready" && !account);
  const title = account ? LL.profile.galleryTitle({ name: displayName(account) }) : notFound ? LL.profile.notFound() : null;
  usePageTitle(title);
  if (state.status === "loading" || state.status === "error") {
    return <LoadStatus {...accountLoadStatus(state)} onRetry={state.refresh} texts={texts} />;
  }
  if (!account) return <p className="empty" role="alert">{LL.profile.notFound()}</p>;
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <Link href={href.profile(account)} className="gallery-back">
        <Icon name="back" size={16} />{" "}
        {LL.profile.galleryBack()}
      </Link>
      <h1 id="gallery-title">{title}</h1>
      <GalleryGrid key={account.id} accountId={account.id} />
    </section>
  );
}
