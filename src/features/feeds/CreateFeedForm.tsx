import { useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { createFeedAtom } from "./actions";
import "../../state/ns/feeds";

/** Name input and Create button; disabled while the trimmed name is empty, aria-disabled while a request is on its way. */
export function CreateFeedForm() {
  const LL = useLL();
  const { run, pending, error } = useMutation(useSetAtom(createFeedAtom));
  const notice = useSetAtom(showNoticeAtom);
  const [name, setName] = useState("");
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const empty = name.trim() === "";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (empty || pending) return;
    // On failure the typed name stays for another try.
    const outcome = await run(name);
    if (outcome.ok && outcome.value) {
      setName("");
      // Create is disabled with the name empty: the focus goes back to the name for another feed.
      field.current?.focus();
      notice({ message: LL.feeds.created({ title: outcome.value.title }) });
    }
  }

  return (
    <form className="create-feed" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{LL.feeds.feedName()}</label>
        <div className="inline-form">
          <input
            ref={field}
            id={id}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={LL.feeds.enterFeedName()}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="button primary" disabled={empty} aria-disabled={pending}>
            {pending ? LL.feeds.creating() : LL.feeds.createFeed()}
          </button>
        </div>
        {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      </div>
    </form>
  );
}
