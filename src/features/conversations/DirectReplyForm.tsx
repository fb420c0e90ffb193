import { useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import type { Conversation } from "../../api/endpoints/conversations";
import type { Status } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { newIdempotencyKey } from "../../api/client";
import { addressees, sendDirectReplyAtom } from "./actions";
import "../../state/ns/extras";

/** A reply typed under the conversation, sent as a direct message to the same people. */
export function DirectReplyForm({ conversation, names, onSent }: { conversation: Conversation; names: string; onSent: (reply: Status) => void }) {
  const LL = useLL();
  const send = useSetAtom(sendDirectReplyAtom);
  const notice = useSetAtom(showNoticeAtom);
  const id = useId();
  const prefix = addressees(conversation.accounts);
  const [text, setText] = useState(prefix ? `${prefix} ` : "");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per message: a retry after a lost answer does not post twice.
  const key = useRef(newIdempotencyKey());

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending || !text.trim()) return;
    setSending(true);
    setError(null);
    try {
      const reply = await send({ conversation, text, key: key.current });
      key.current = newIdempotencyKey();
      setText(prefix ? `${prefix} ` : "");
      notice({ message: LL.extras.messages.sent() });
      onSent(reply);
    } catch (e) {
      setError(errorMessage(LL, e));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="direct-reply" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {LL.extras.messages.replyTo({ names })}
      </label>
      <textarea id={id} className="field" rows={3} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      {error && <p className="field-error" role="alert">{error}</p>}
      <button type="submit" className="button primary" disabled={sending || !text.trim()}>
        {sending ? LL.extras.messages.sending() : LL.extras.messages.send()}
      </button>
    </form>
  );
}
