import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { PreviewResult } from "../../api/types";
import { RichContent } from "../../entities/content/RichContent";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { apiAtom } from "../../state/session";
import { renderPreview } from "./actions";
import "../../state/ns/compose";

/** The server's rendering of the text, with its emojis; loaded with the preview toggle only. */
export default function ComposerPreview({ text, onBack }: { text: string; onBack: () => void }) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const [result, setResult] = useState<PreviewResult | Error | null>(null);
  useEffect(() => {
    let live = true;
    renderPreview(api, text).then(
      (r) => live && setResult(r),
      (e: unknown) => live && setResult(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      live = false;
    };
  }, [api, text]);
  return (
    <section className="composer-preview" aria-label={LL.compose.previewLabel()} aria-busy={result === null}>
      {result === null && <p className="hint">{LL.compose.previewLoading()}</p>}
      {result instanceof Error && <p className="field-error">{errorMessage(LL, result)}</p>}
      {result && !(result instanceof Error) && (
        // Clicking the rendering goes back to editing, as in the reference client; links still work.
        <div onClick={(e) => !(e.target as Element).closest("a") && onBack()}>
          <RichContent html={result.content} emojis={result.emojis} />
        </div>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {LL.compose.backToEditing()}
      </button>
    </section>
  );
}
