import { useSetAtom } from "jotai";
import { useEffect, useId, useState } from "react";
import { ComposerSlot } from "../entities/composer/ComposerSlot";
import { prependToFeedAtom } from "../entities/timeline/timeline-state";
import { useLL } from "../state/i18n";
import { Dialog } from "../ui/Dialog";
import { Icon } from "../ui/Icon";
import "./new-post-sheet.css";

// The editor takes the focus (after any stored draft) as soon as it appears, as the home stand-in hands it over.
const focusEditor = () => ({ text: "", caret: 0 });

/** The new-post editor from anywhere: a full-screen sheet on phones, a dialog on wide screens. */
export function NewPostSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const LL = useLL();
  const titleId = useId();
  const prepend = useSetAtom(prependToFeedAtom);
  // The editor mounts once the dialog is open (the dialog's effect runs before this one): it takes the focus in its
  // first layout effect, which an element of a closed dialog cannot have.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(open), [open]);
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="sheet compose-sheet">
      <div className="sheet-header">
        <h2 id={titleId}>{LL.shell.newPost()}</h2>
        <button type="button" className="icon-button" aria-label={LL.common.close()} title={LL.common.close()} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {shown && (
        <ComposerSlot
          mode="new"
          handOff={focusEditor}
          onDone={(post) => {
            prepend({ kind: "home" }, post);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
