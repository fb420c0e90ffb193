import { useSetAtom } from "jotai";
import { useId, useState } from "react";
import type { Account } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { queryErrorMessage, useQuery } from "../../state/query";
import { deleteGroupAtom, groupSourceQuery, updateGroupAtom } from "./admin-actions";
import "../../state/ns/groups";

/** For the group's admin: edit its description, or delete it. */
export function GroupAdminForm({ group, onDeleted }: { group: Account; onDeleted: () => void }) {
  const LL = useLL();
  const words = LL.groups;
  const source = useQuery(groupSourceQuery, group.id);
  const update = useMutation(useSetAtom(updateGroupAtom));
  const remove = useMutation(useSetAtom(deleteGroupAtom));
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const id = useId();
  // What the admin typed; until then the server's text.
  const [draft, setDraft] = useState<string | null>(null);
  const description = draft ?? source.data ?? null;
  const busy = update.pending || remove.pending;
  const error = update.error ?? remove.error ?? (source.status === "error" ? queryErrorMessage(LL, source.error) : null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy || description === null) return;
    if ((await update.run(group.id, description)).ok) {
      setDraft(null);
      notice({ message: words.saved() });
    }
  }

  async function destroy() {
    if (busy || !(await confirm({ message: words.confirmRemove({ name: group.username }), confirmLabel: words.remove() }))) return;
    if ((await remove.run(group.id)).ok) {
      notice({ message: words.removed() });
      onDeleted();
    }
  }

  return (
    <form className="group-admin card" onSubmit={save}>
      <h2>{words.edit()}</h2>
      <label htmlFor={id}>{words.description()}</label>
      <textarea id={id} className="field" rows={3} value={description ?? ""} disabled={description === null} onChange={(e) => setDraft(e.target.value)} />
      {error && <p className="field-error" role="alert">{error}</p>}
      <div className="group-admin-actions">
        <button type="submit" className="button primary" disabled={description === null} aria-disabled={busy}>{words.save()}</button>
        <button type="button" className="button danger" aria-disabled={busy} onClick={destroy}>{words.remove()}</button>
      </div>
    </form>
  );
}
