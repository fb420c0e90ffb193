import { useAtomValue, useSetAtom } from "jotai";
import { useRef } from "react";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { currentUserAtom } from "../../state/session";
import { proofDid, removeIdentityAtom } from "./identity-actions-extra";
import "../../state/ns/extras";

/**
 * The identities linked to this account, each removable. A removal takes its button away: the focus goes to the
 * section's heading, or with the last one (the section goes too) wherever `onLastRemoved` puts it.
 */
export function LinkedIdentities({ onLastRemoved }: { onLastRemoved: () => void }) {
  const LL = useLL();
  const words = LL.extras.identity;
  const user = useAtomValue(currentUserAtom);
  const remove = useMutation(useSetAtom(removeIdentityAtom), { notifyError: true });
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const busy = remove.pending;
  const heading = useRef<HTMLHeadingElement>(null);
  const linked = (user?.identity_proofs ?? []).flatMap((field) => {
    const did = proofDid(field);
    return did ? [{ did, label: field.name }] : [];
  });
  if (linked.length === 0) return null;

  async function onRemove(did: string) {
    if (busy || !(await confirm({ message: words.confirmRemove({ did }), confirmLabel: words.remove() }))) return;
    if (!(await remove.run(did)).ok) return;
    notice({ message: words.removed() });
    if (linked.length > 1) heading.current?.focus();
    else onLastRemoved();
  }

  return (
    <section className="settings-section card" aria-labelledby="linked-identities">
      <h2 id="linked-identities" ref={heading} tabIndex={-1}>{words.title()}</h2>
      <ul className="session-list">
        {linked.map(({ did, label }) => (
          <li key={did} className="session">
            <span>
              <strong>{label}</strong> <code className="linked-did">{did}</code>
            </span>
            <button type="button" className="button" aria-disabled={busy} aria-label={words.removeLabel({ did })} onClick={() => onRemove(did)}>
              {words.remove()}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
