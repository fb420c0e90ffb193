import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { Link } from "wouter";
import { readAccount } from "../../api/normalize/account";
import { AccountCard } from "../../entities/account/AccountCard";
import { RichContent } from "../../entities/content/RichContent";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom, isAuthenticatedAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { Icon } from "../../ui/Icon";
import { ServerDetails } from "./ServerDetails";
import { serverVersion } from "./version";
import "./about.css";
import "../../state/ns/about";

declare const __APP_VERSION__: string;

export default function AboutView() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const contact = useMemo(() => readAccount(instance?.contact_account), [instance]);
  usePageTitle(LL.about.title());
  return (
    <article className="about card">
      {!authenticated && (
        <Link href={href.landing()} className="about-back">
          <Icon name="back" size={16} />{" "}
          {LL.about.back()}
        </Link>
      )}
      <h1>
        <bdi>{instance?.title || LL.common.appName()}</bdi>
      </h1>
      {instance?.description && <RichContent html={instance.description} className="about-description" />}
      {contact && (
        <section aria-labelledby="about-admin">
          <h2 id="about-admin">{LL.about.administeredBy()}</h2>
          <AccountCard account={contact} />
        </section>
      )}
      <ServerDetails />
      <details className="about-technical">
        <summary>{LL.about.technicalInfo()}</summary>
        <p>{LL.about.serverVersion({ version: serverVersion(instance?.version) ?? LL.about.unknownVersion() })}</p>
        <p>{LL.about.clientVersion({ version: __APP_VERSION__ })}</p>
      </details>
    </article>
  );
}
