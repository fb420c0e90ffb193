import { useAtomValue } from "jotai";
import { useId } from "react";
import { useLL } from "../state/i18n";
import { confirmRequestAtom } from "../state/notices";
import { Dialog } from "../ui/Dialog";

export default function ConfirmHost() {
  const LL = useLL();
  const request = useAtomValue(confirmRequestAtom);
  const titleId = useId();
  return (
    <Dialog open={request !== null} onClose={() => request?.resolve(false)} labelledBy={titleId} className="confirm">
      {request && (
        <>
          <p id={titleId}>{request.message}</p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => request.resolve(false)} autoFocus>
              {LL.common.cancel()}
            </button>
            <button type="button" className="button danger" onClick={() => request.resolve(true)}>
              {request.confirmLabel ?? LL.common.confirm()}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
