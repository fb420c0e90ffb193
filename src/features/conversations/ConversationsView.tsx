import { useLL } from "../../state/i18n";
import { useLoadTexts, usePagedQuery } from "../../state/query";
import { usePageTitle } from "../../state/title";
import { LoadStatus } from "../../ui/LoadStatus";
import { conversationsQuery } from "./actions";
import { ConversationItem } from "./ConversationItem";
import "./conversations.css";
import "../../state/ns/messages";

/** Direct messages, one entry per conversation, the one with the newest message first. */
export default function ConversationsView() {
  const LL = useLL();
  const texts = useLoadTexts();
  const words = LL.messages;
  usePageTitle(words.title());
  const list = usePagedQuery(conversationsQuery, "all");
  const items = list.items;

  return (
    <section className="conversations-view">
      <h1>{words.title()}</h1>
      <LoadStatus status={list.status} hasData={items !== undefined} error={list.error} onRetry={list.refresh} texts={texts} />
      {items?.length === 0 && <p className="empty">{words.empty()}</p>}
      {items && items.length > 0 && (
        <ul className="conversation-list">
          {items.map((c) => <ConversationItem key={c.id} conversation={c} />)}
        </ul>
      )}
      {list.hasMore && (
        <button type="button" className="button wide" onClick={list.loadMore} aria-disabled={list.loadingMore} aria-busy={list.loadingMore}>
          {list.loadingMore ? LL.common.loading() : words.showMore()}
        </button>
      )}
    </section>
  );
}
