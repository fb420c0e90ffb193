import { useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { createGroupAtom } from "./create-actions";
import "../../state/ns/groups";

/** Name and description of a new group; the typed text stays when the server refuses. */
export function CreateGroupForm() {
  const LL = useLL();
  const words = LL.groups;
  const { run, pending, error } = useMutation(useSetAtom(createGroupAtom));
  const notice = useSetAtom(showNoticeAtom);
  const id = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const nameField = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending || !name.trim()) return;
    const outcome = await run(name, description);
    if (!outcome.ok) return;
    setName("");
    setDescription("");
    // The emptied form disables its button, which had the focus: it goes back to the name, ready for another group.
    nameField.current?.focus();
    notice({ message: words.created() });
  }

  return (
    <form className="create-group card" onSubmit={submit}>
      <h2>{words.create()}</h2>
      <label htmlFor={`${id}-name`}>{words.name()}</label>
      <input ref={nameField} id={`${id}-name`} className="field" value={name} pattern="[A-Za-z0-9_\-]+" aria-describedby={`${id}-hint`} onChange={(e) => setName(e.target.value)} required />
      <p id={`${id}-hint`} className="hint">{words.nameHint()}</p>
      <label htmlFor={`${id}-description`}>{words.description()}</label>
      <textarea id={`${id}-description`} className="field" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button primary" disabled={!name.trim()} aria-disabled={pending}>{words.create()}</button>
    </form>
  );
}
