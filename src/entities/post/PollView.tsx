import { useStoreValue } from "../../state/use-store-value";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Status } from "../../api/types";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { currentUserAtom } from "../../state/session";
import { EmojiText } from "../content/EmojiText";
import { preloadPostActions, usePostAction } from "./lazy-actions";
import { RelativeTime } from "./RelativeTime";
import "./poll.css";
import "../../state/ns/post";

const percent = (votes: number, total: number) => (total > 0 ? Math.round((votes / total) * 100) : 0);

/** Options to vote on (when allowed) or results (after voting, when expired, for the author, or on request). */
export function PollView({ post }: { post: Status }) {
  const LL = useLL();
  const user = useStoreValue(currentUserAtom);
  // The action shows its own failure (and keeps the choice); this keeps a vote from being sent twice.
  const vote = useMutation(usePostAction("votePollAtom"));
  const poll = post.poll!;
  const name = useId();
  const [chosen, setChosen] = useState<number[]>(poll.own_votes ?? []);
  const [showResults, setShowResults] = useState(false);
  // The vote and "see results" buttons go when the results come: the results take the focus they had.
  const toResults = useRef(false);
  const sending = vote.pending;
  const canVote = user !== null && !poll.expired && !poll.voted;
  const results = !canVote || showResults || user?.id === post.account.id;
  const total = poll.multiple ? (poll.voters_count ?? poll.votes_count) : poll.votes_count;

  const toggle = (i: number) =>
    setChosen((c) => (poll.multiple ? (c.includes(i) ? c.filter((x) => x !== i) : [...c, i]) : [i]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0 || sending) return;
    // The results render as the answer is stored, before the vote's promise settles; a refusal keeps the options.
    toResults.current = true;
    await vote.run(post.id, chosen);
    toResults.current = false;
  }
  const takeFocus = (list: HTMLUListElement | null) => {
    if (list && toResults.current) list.focus();
    toResults.current = false;
  };

  return (
    <form className="post-poll" onSubmit={submit} onPointerOver={preloadPostActions} onFocus={preloadPostActions}>
      {results ? (
        <ul className="poll-results" ref={takeFocus} tabIndex={-1}>
          {(poll.options ?? []).map((o, i) => {
            const p = percent(o.votes_count, total);
            return (
              <li key={i} title={LL.post.poll.votes({ count: o.votes_count })} className={poll.own_votes?.includes(i) ? "own" : undefined}>
                <span className="poll-bar" style={{ inlineSize: `${p}%` }} aria-hidden="true" />
                <span className="poll-percent">{p}%</span> <EmojiText text={o.title} emojis={poll.emojis} />
                <span className="visually-hidden"> ({LL.post.poll.votes({ count: o.votes_count })})</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <fieldset className="poll-options">
          <legend className="visually-hidden">{LL.post.poll.vote()}</legend>
          {(poll.options ?? []).map((o, i) => (
            <label key={i} className="poll-option">
              <input
                type={poll.multiple ? "checkbox" : "radio"}
                name={name}
                checked={chosen.includes(i)}
                onChange={() => toggle(i)}
              />{" "}
              <EmojiText text={o.title} emojis={poll.emojis} />
            </label>
          ))}
        </fieldset>
      )}
      <p className="poll-footer hint">
        {canVote && !results && (
          <button type="submit" className="button primary" disabled={chosen.length === 0} aria-disabled={sending} aria-busy={sending}>
            {sending ? LL.post.poll.voting() : LL.post.poll.vote()}
          </button>
        )}
        {canVote && !results && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              toResults.current = true;
              setShowResults(true);
            }}
          >
            {LL.post.poll.seeResults()}
          </button>
        )}
        <span>{LL.post.poll.votes({ count: poll.votes_count })}</span>
        {poll.multiple && <span>{LL.post.poll.multipleChoices()}</span>}
        {poll.expired ? (
          <span>{LL.post.poll.closed()}</span>
        ) : (
          poll.expires_at && (
            <span>
              {LL.post.poll.ends()} <RelativeTime iso={poll.expires_at} />
            </span>
          )
        )}
      </p>
    </form>
  );
}
