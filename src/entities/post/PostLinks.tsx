import { useStoreValue } from "../../state/use-store-value";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Account, LinkedPost, Status } from "../../api/types";
import { isRemote } from "../../lib/account";
import { href, profileHref } from "../../paths";
import { safeLinkUrl } from "../../lib/url-policy";
import { instanceAtom } from "../../state/session";

const EXTERNAL = { target: "_blank", rel: "nofollow noopener noreferrer" } as const;

/** A link to a profile: in the app, or for visitors and remote accounts to the account's own page. */
export function ProfileLink({ account, external, className, children, label }: {
  account: Pick<Account, "id" | "acct" | "username" | "url">;
  external: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const url = external && isRemote(account) ? safeLinkUrl(account.url) : null;
  if (url) {
    return <a href={url.href} className={className} aria-label={label} {...EXTERNAL}>{children}</a>;
  }
  return <Link href={profileHref(account)} className={className} aria-label={label}>{children}</Link>;
}

/** A link to a post: the thread view, or for visitors a remote post's original page. */
export function PostLink({ post, external, className, children, label, onClick }: {
  post: Pick<Status, "id" | "uri" | "url" | "account">;
  external: boolean;
  className?: string;
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const url = external && isRemote(post.account) ? safeLinkUrl(post.url || post.uri) : null;
  if (url) {
    return <a href={url.href} className={className} aria-label={label} {...EXTERNAL}>{children}</a>;
  }
  return <Link href={href.post(post.id)} className={className} aria-label={label} onClick={onClick}>{children}</Link>;
}

/**
 * A post known only by id and uri (a quote link): in the app, or for visitors, when the uri is on another server,
 * its original page, as other remote links are.
 */
export function LinkedPostLink({ link, external, className, children }: {
  link: LinkedPost;
  external: boolean;
  className?: string;
  children: ReactNode;
}) {
  const home = useStoreValue(instanceAtom)?.uri;
  const url = external ? safeLinkUrl(link.uri) : null;
  if (url && url.host !== home) {
    return <a href={url.href} className={className} {...EXTERNAL}>{children}</a>;
  }
  return <Link href={href.post(link.id)} className={className}>{children}</Link>;
}
