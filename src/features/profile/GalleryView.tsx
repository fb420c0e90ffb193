import { useAtomValue } from "jotai";
import { Link, useParams } from "wouter";
import { displayName, handle } from "../../lib/account";
import { href } from "../../paths";
import { accountLoadStatus, accountRef, useAccount } from "../../state/accounts";
import { useLL } from "../../state/i18n";
import { useLoadTexts } from "../../state/query";
import { instanceAtom, isAuthenticatedAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { Icon } from "../../ui/Icon";
import { LoadStatus } from "../../ui/LoadStatus";
import { GalleryGrid } from "./GalleryGrid";
import { galleryVisible } from "./profile-rules";
import "./gallery.css";
import "../../state/ns/profile";
import "../../state/ns/gallery";

/** /@{acct}/gallery and /profile/{id}/gallery: the account's media posts as a grid, across the page (no sidebar). */
export default function GalleryView() {
  const LL = useLL();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const texts = useLoadTexts();
  const state = useAccount(accountRef(useParams()));
  const account = state.status === "ready" && galleryVisible(state.account, signedIn) ? state.account : null;
  const notFound = state.status === "not-found" || (state.status === "ready" && !account);
  const instance = useAtomValue(instanceAtom);
  const heading = account ? LL.gallery.galleryTitle({ name: displayName(account) }) : null;
  // The document title names the handle too (web: gallery.gallery_with_handle), as the profile's does.
  usePageTitle(
    account
      ? LL.gallery.galleryTitle({ name: LL.profile.pageTitle({ name: displayName(account), handle: handle(account, instance?.uri) }) })
      : notFound
        ? LL.profile.notFound()
        : null,
  );
  if (state.status === "loading" || state.status === "error") {
    return <LoadStatus {...accountLoadStatus(state)} onRetry={state.refresh} texts={texts} />;
  }
  if (!account) return <p className="empty" role="alert">{LL.profile.notFound()}</p>;
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <Link href={href.profile(account)} className="gallery-back">
        <Icon name="back" size={16} />{" "}
        {LL.gallery.galleryBack()}
      </Link>
      <h1 id="gallery-title">{heading}</h1>
      <GalleryGrid key={account.id} accountId={account.id} />
    </section>
  );
}
