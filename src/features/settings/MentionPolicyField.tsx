import { useId } from "react";
import type { MentionPolicy } from "../../api/types";
import { useLL } from "../../state/i18n";
import "../../state/ns/profileEdit";

const POLICIES: MentionPolicy[] = ["none", "only_known", "only_contacts"];

export function MentionPolicyField({ value, onChange }: { value: MentionPolicy; onChange: (v: MentionPolicy) => void }) {
  const LL = useLL();
  const id = useId();
  const hintId = useId();
  const names: Record<MentionPolicy, string> = {
    none: LL.profileEdit.mentionNone(),
    only_known: LL.profileEdit.mentionOnlyKnown(),
    only_contacts: LL.profileEdit.mentionOnlyContacts(),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{LL.profileEdit.mentionPolicy()}</label>
      <select id={id} value={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.value as MentionPolicy)}>
        {POLICIES.map((p) => (
          <option key={p} value={p}>
            {names[p]}
          </option>
        ))}
      </select>
      <span id={hintId} className="hint">
        {LL.profileEdit.mentionPolicyHint()}
      </span>
    </div>
  );
}
