import { useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import type { List } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { renameFeedAtom } from "./actions";
import "../../state/ns/feeds";

/** Inline rename: Save is disabled while the trimmed name is empty, aria-disabled while the request is pending. */
export function RenameFeedForm({ feed, onDone }: { feed: List; onDone: (renamed: List | null) => void }) {
  const LL = useLL();
  const { run, pending, error } = useMutation(useSetAtom(renameFeedAtom));
  const notice = useSetAtom(showNoticeAtom);
  const [name, setName] = useState(feed.title);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.select(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim() || pending) return;
    const outcome = await run({ feedId: feed.id, name });
    if (!outcome.ok) return;
    notice({ message: LL.feeds.renamed() });
    onDone(outcome.value);
  }

  return (
    <form className="rename-feed" onSubmit={submit}>
      <label htmlFor={id}>{LL.feeds.newName()}</label>
      <div className="inline-form">
        <input
          id={id}
          ref={input}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape" && !pending) onDone(null);
          }}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button primary" disabled={!name.trim()} aria-disabled={pending}>
          {pending ? LL.common.saving() : LL.common.save()}
        </button>
        <button type="button" className="button" aria-disabled={pending} onClick={() => pending || onDone(null)}>
          {LL.common.cancel()}
        </button>
      </div>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
    </form>
  );
}
