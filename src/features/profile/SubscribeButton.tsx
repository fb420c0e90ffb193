import { useAtomValue } from "jotai";
import { Link } from "wouter";
import type { Account } from "../../api/types";
import { subscriptionLink } from "../../entities/account/payment-options";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import "../../state/ns/payments";

/** "Subscribe": the subscription page, or a remote profile's legacy subscription link; nothing without either. */
export function SubscribeButton({ account }: { account: Account }) {
  const LL = useLL();
  const subscribe = subscriptionLink(account, useAtomValue(instanceAtom));
  if (subscribe?.kind === "page") {
    return (
      <Link href={href.profile(account, "subscription")} className="button">
        {LL.payments.subscribe()}
      </Link>
    );
  }
  if (subscribe?.kind !== "external") return null;
  return (
    <a href={subscribe.href} className="button" target="_blank" rel="nofollow noopener noreferrer">
      {LL.payments.subscribe()}
    </a>
  );
}
