import { Fragment, useId } from "react";
import { useLL } from "../../state/i18n";
import { Dialog } from "../../ui/Dialog";
import { SHORTCUTS } from "./shortcut-list";
import "./shortcuts.css";
import "../../state/ns/shortcuts";

/** The list of keyboard shortcuts, opened with "?". */
export default function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const LL = useLL();
  const titleId = useId();
  const names = LL.shortcuts;
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="shortcuts-help">
      <h2 id={titleId}>{names.title()}</h2>
      <table>
        <tbody>
          {SHORTCUTS.map(({ keys, action }) => (
            <tr key={action}>
              <td>
                {keys.map((sequence, i) => (
                  <Fragment key={sequence.join(" ")}>
                    {i > 0 && " / "}
                    {sequence.map((key, j) => (
                      <Fragment key={key}>
                        {j > 0 && ` ${names.then()} `}
                        <kbd>{key}</kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </td>
              <td>{names[action]()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">{names.turnOff()}</p>
      <button type="button" className="button" onClick={onClose}>
        {LL.common.close()}
      </button>
    </Dialog>
  );
}
