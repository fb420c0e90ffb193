import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { Conversation } from "../../api/endpoints/conversations";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { usePageTitle } from "../../state/title";
import { loadConversationPageAtom, loadConversationsAtom } from "./actions";
import { ConversationItem } from "./ConversationItem";
import "./conversations.css";
import "../../state/ns/extras";

/** Direct messages, one entry per conversation, the one with the newest message first. */
export default function ConversationsView() {
  const LL = useLL();
  const words = LL.extras.messages;
  usePageTitle(words.title());
  const loadFirst = useSetAtom(loadConversationsAtom);
  const loadPage = useSetAtom(loadConversationPageAtom);
  const notice = useSetAtom(showNoticeAtom);
  const [items, setItems] = useState<Conversation[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    setError(null);
    loadFirst().then(
      (page) => live && (setItems(page.items), setNext(page.next)),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [loadFirst, attempt]);

  async function showMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await loadPage(next);
      setItems((list) => [...(list ?? []), ...page.items.filter((c) => !list?.some((k) => k.id === c.id))]);
      setNext(page.next);
    } catch (e) {
      notice({ message: errorMessage(LL, e), kind: "error" });
    } finally {
      setLoadingMore(false);
    }
  }

  // A sent reply becomes the conversation's newest message, and the conversation moves to the top.
  function replied(conversation: Conversation, reply: Conversation["last_status"]) {
    setItems((list) => [{ ...conversation, last_status: reply }, ...(list ?? []).filter((c) => c.id !== conversation.id)]);
  }

  return (
    <section className="conversations-view">
      <h1>{words.title()}</h1>
      {error !== null && items === null && (
        <div className="error-box" role="alert">
          <p>{errorMessage(LL, error)}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{LL.common.retry()}</button>
        </div>
      )}
      {items === null && error === null && <div className="page-loading"><div className="spinner" role="status" aria-label={LL.common.loading()} /></div>}
      {items?.length === 0 && <p className="empty">{words.empty()}</p>}
      {items && items.length > 0 && (
        <ul className="conversation-list">
          {items.map((c) => <ConversationItem key={c.id} conversation={c} onReplied={(reply) => replied(c, reply)} />)}
        </ul>
      )}
      {next && (
        <button type="button" className="button wide" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? LL.common.loading() : words.showMore()}
        </button>
      )}
    </section>
  );
}
