import { RichContent } from "../../entities/content/RichContent";
import { useLL } from "../../state/i18n";
import { queryErrorMessage, useQuery } from "../../state/query";
import { previewQuery } from "./queries";
import "../../state/ns/compose";

/** The server's rendering of the text, with its emojis; loaded with the preview toggle only. */
export default function ComposerPreview({ text, onBack }: { text: string; onBack: () => void }) {
  const LL = useLL();
  const preview = useQuery(previewQuery, text);
  const result = preview.status === "ready" ? preview.data : undefined;
  const failed = preview.status === "error";
  return (
    <section className="composer-preview" aria-label={LL.compose.previewLabel()} aria-busy={!result && !failed}>
      {!result && !failed && <p className="hint">{LL.compose.previewLoading()}</p>}
      {failed && <p className="field-error">{queryErrorMessage(LL, preview.error)}</p>}
      {result && (
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
