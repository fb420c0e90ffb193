import { useAtomValue } from "jotai";
import { Link } from "wouter";
import { href } from "../paths";
import { useLL } from "../state/i18n";
import { instanceAtom } from "../state/session";
import { ThemeToggle } from "./ThemeToggle";

export function VisitorHeader() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  return (
    <header className="app-header visitor">
      <div className="visitor-banner">
        <Link href={href.landing()} className="instance-title">
          <bdi>{instance?.title || LL.common.appName()}</bdi>
        </Link>
        {instance?.short_description && <p className="instance-description" dir="auto">{instance.short_description}</p>}
        <p className="visually-hidden">{LL.shell.visitorBanner()}</p>
      </div>
      <Link href={href.about()}>{LL.shell.learnMore()}</Link>
      <ThemeToggle />
      <Link href={href.landing()} className="button primary">
        {LL.shell.signIn()}
      </Link>
    </header>
  );
}
