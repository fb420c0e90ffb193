import { useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { addressees, newReplyKey, sendDirectReplyAtom, type Conversation } from "./actions";
import "../../state/ns/messages";

/** A reply typed under the conversation, sent as a direct message to the same people. */
export function DirectReplyForm({ conversation, names, onSent }: { conversation: Conversation; names: string; onSent: () => void }) {
  const LL = useLL();
  const { run, pending, error } = useMutation(useSetAtom(sendDirectReplyAtom));
  const notice = useSetAtom(showNoticeAtom);
  const id = useId();
  const prefix = addressees(conversation.accounts);
  const [text, setText] = useState(prefix ? `${prefix} ` : "");
  // One key per message: a retry after a lost answer does not post twice.
  const key = useRef(newReplyKey());
  const box = useRef<HTMLTextAreaElement>(null);
  // The field opens focused with the addressees in it: the caret goes after them, so typing starts the message.
  useEffect(() => {
    const end = box.current!.value.length;
    box.current!.setSelectionRange(end, end);
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending || !text.trim()) return;
    // On failure the typed text stays for another try, with the same key.
    const outcome = await run({ conversation, text, key: key.current });
    if (!outcome.ok) return;
    key.current = newReplyKey();
    setText(prefix ? `${prefix} ` : "");
    notice({ message: LL.messages.sent() });
    onSent();
  }

  return (
    <form className="direct-reply" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {LL.messages.replyTo({ names })}
      </label>
      <textarea ref={box} id={id} className="field" rows={3} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button primary" disabled={!text.trim()} aria-disabled={pending}>
        {pending ? LL.messages.sending() : LL.messages.send()}
      </button>
    </form>
  );
}
