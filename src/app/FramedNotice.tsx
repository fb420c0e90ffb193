import type { TranslationFunctions } from "../../locales/i18n-types";

/** Shown instead of the app inside a frame: a link opens it in a tab of its own. */
export function FramedNotice({ LL }: { LL: TranslationFunctions }) {
  return (
    <main className="boot-error" role="alert">
      <p>{LL.shell.safety.framed()}</p>
      <p>
        <a href={location.href} target="_blank" rel="noopener noreferrer">
          {LL.shell.safety.openInOwnTab()}
        </a>
      </p>
    </main>
  );
}
