import { useSetAtom } from "jotai";
import { useEffect, useId, useState } from "react";
import type { Account } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { deleteGroupAtom, loadGroupSourceAtom, updateGroupAtom } from "./actions";
import "../../state/ns/extras";

/** For the group's admin: edit its description, or delete it. */
export function GroupAdminForm({ group, onSaved, onDeleted }: { group: Account; onSaved: (group: Account) => void; onDeleted: () => void }) {
  const LL = useLL();
  const words = LL.extras.groups;
  const loadSource = useSetAtom(loadGroupSourceAtom);
  const update = useSetAtom(updateGroupAtom);
  const remove = useSetAtom(deleteGroupAtom);
  const confirm = useSetAtom(confirmAtom);
  const notice = useSetAtom(showNoticeAtom);
  const id = useId();
  const [description, setDescription] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    loadSource(group.id).then(setDescription, (e: unknown) => setError(errorMessage(LL, e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per group
  }, [group.id, loadSource]);

  async function run(task: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(errorMessage(LL, e));
    } finally {
      setBusy(false);
    }
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onSaved(await update(group.id, description ?? ""));
      notice({ message: words.saved() });
    });
  };

  const destroy = () =>
    run(async () => {
      if (!(await confirm({ message: words.confirmRemove({ name: group.username }), confirmLabel: words.remove() }))) return;
      await remove(group.id);
      notice({ message: words.removed() });
      onDeleted();
    });

  return (
    <form className="group-admin card" onSubmit={save}>
      <h2>{words.edit()}</h2>
      <label htmlFor={id}>{words.description()}</label>
      <textarea id={id} className="field" rows={3} value={description ?? ""} disabled={description === null} onChange={(e) => setDescription(e.target.value)} />
      {error && <p className="field-error" role="alert">{error}</p>}
      <div className="group-admin-actions">
        <button type="submit" className="button primary" disabled={busy || description === null}>{words.save()}</button>
        <button type="button" className="button danger" disabled={busy} onClick={destroy}>{words.remove()}</button>
      </div>
    </form>
  );
}
