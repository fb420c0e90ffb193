import { useAtomValue, useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { AccountCard } from "../../entities/account/AccountCard";
import { PostCard } from "../../entities/post/PostCard";
import { handle } from "../../lib/account";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { readConversationAtom, type Conversation } from "./actions";
import { DirectReplyForm } from "./DirectReplyForm";
import "../../state/ns/messages";

/** One conversation: the other people, its newest message, and a reply form opened in place. */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const markRead = useSetAtom(readConversationAtom);
  // Marking read is a courtesy of the server: when it fails, the mark simply stays.
  const read = () => void markRead(conversation).catch(() => undefined);
  const words = LL.messages;
  const names = conversation.accounts.map((a) => handle(a, instance?.uri)).join(", ");
  const heading = names ? words.with({ names }) : words.onlyYou();
  return (
    <li className={conversation.unread ? "conversation card unread" : "conversation card"}>
      <h2 className="conversation-title">
        {heading}
        {conversation.unread && <span className="badge">{words.unread()}</span>}
      </h2>
      {conversation.accounts.length > 1 && (
        <ul className="conversation-people">
          {conversation.accounts.map((a) => (
            <li key={a.id}><AccountCard account={a} /></li>
          ))}
        </ul>
      )}
      <PostCard post={conversation.last_status} />
      <div className="conversation-actions">
        <Link href={href.post(conversation.last_status.id)} className="button" onClick={read}>{words.openThread()}</Link>
        <button
          ref={replyButton}
          type="button"
          className="button"
          aria-expanded={replying}
          onClick={() => {
            read();
            setReplying((open) => !open);
          }}
        >
          {words.reply()}
        </button>
      </div>
      {replying && (
        <DirectReplyForm
          conversation={conversation}
          names={names || words.onlyYou()}
          onSent={() => {
            // The form and its focused field go away: the focus goes back to the button that opened it.
            setReplying(false);
            replyButton.current?.focus();
          }}
        />
      )}
    </li>
  );
}
