import { useId, useState } from "react";
import { useLL } from "../../state/i18n";
import { Dialog } from "../../ui/Dialog";
import { parseUploadUrl } from "./upload";
import "../../state/ns/compose";

/** "Upload from a URL": OK stays disabled until the text parses as an http(s) URL. */
export function UrlUploadDialog({ onSubmit, onClose }: { onSubmit: (url: URL) => void; onClose: () => void }) {
  const LL = useLL();
  const id = useId();
  const [value, setValue] = useState("");
  const url = parseUploadUrl(value);
  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation(); // not the post form around the dialog
          if (url) onSubmit(url);
        }}
      >
        <h2 id={`${id}-title`}>{LL.compose.uploadFromUrl()}</h2>
        <div className="field">
          <label htmlFor={`${id}-url`}>{LL.compose.url()}</label>
          <input id={`${id}-url`} type="url" autoFocus value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {LL.compose.cancel()}
          </button>
          <button type="submit" className="button primary" disabled={!url}>
            {LL.compose.ok()}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
