import { lazy, Suspense } from "react";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { cssReady } from "../../lib/css";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import "../../state/ns/profile";
// The timeline engine comes with the view itself (the reading chunk group every post screen imports), so the posts
// tab need not be a chunk of its own.
import { ProfilePosts } from "./ProfilePosts";
// Only the owner sees these lists, so they load when opened rather than with every profile (with their stylesheet,
// in before they show).
const ProfileList = lazy(() => import("./ProfileList").then(async (m) => (await cssReady(), { default: m.ProfileList })));
const SubscriberList = lazy(() => import("./SubscriberList").then(async (m) => (await cssReady(), { default: m.SubscriberList })));
const spinner = <div className="page-loading" aria-busy="true"><span className="spinner" /></div>;

export type Section = "posts" | "with_replies" | "featured" | "followers" | "following" | "subscribers";

/** Tabs (posts, posts and replies, featured), the gallery link, and on the own profile the people lists. */
export function ProfileSections({
  account,
  own,
  section,
  onSection,
}: {
  account: Account;
  own: boolean;
  section: Section;
  onSection: (s: Section) => void;
}) {
  const LL = useLL();
  const tabs: { id: Section; label: string }[] = [
    { id: "posts", label: LL.profile.tabPosts() },
    { id: "with_replies", label: LL.profile.tabPostsAndReplies() },
    { id: "featured", label: LL.profile.tabFeatured() },
  ];
  const lists: { id: Section; label: string }[] = [
    { id: "followers", label: LL.profile.tabFollowers() },
    { id: "following", label: LL.profile.tabFollowing() },
    { id: "subscribers", label: LL.profile.tabSubscribers() },
  ];
  const current = [...tabs, ...lists].find((t) => t.id === section)!;
  // An open people list is the selected tab, after the others, and is named by a visible heading.
  const list = lists.includes(current);
  return (
    <section className="profile-sections" aria-labelledby="profile-section-title">
      <nav className="profile-tabs" aria-label={LL.profile.sections()}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            className="profile-tab"
            aria-pressed={section === tab.id}
            onClick={() => onSection(tab.id)}
          >
            {tab.label}
          </button>
        ))}
        <Link href={href.profile(account, "gallery")} className="profile-tab">
          {LL.profile.gallery()}
        </Link>
        {list && (
          <button type="button" className="profile-tab" aria-pressed="true" onClick={() => onSection(section)}>
            {current.label}
          </button>
        )}
      </nav>
      <h2 id="profile-section-title" className={list ? "profile-section-title" : "visually-hidden"}>{current.label}</h2>
      <Suspense fallback={spinner}>
        {(section === "posts" || section === "with_replies" || section === "featured") && (
          <ProfilePosts key={section} accountId={account.id} tab={section} label={current.label} />
        )}
        {own && (section === "followers" || section === "following") && (
          <ProfileList key={section} accountId={account.id} list={section} />
        )}
        {own && section === "subscribers" && <SubscriberList accountId={account.id} />}
      </Suspense>
    </section>
  );
}
