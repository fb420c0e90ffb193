import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { useLL } from "../../state/i18n";
import { Avatar } from "../../ui/Avatar";
import type { Suggestion } from "./useAutocomplete";
import "../../state/ns/compose";

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The listbox under the textarea; the textarea keeps focus and points at the active option. */
export function SuggestionList({
  id,
  items,
  active,
  onPick,
}: {
  id: string;
  items: Suggestion[];
  active: number;
  onPick: (index: number) => void;
}) {
  const LL = useLL();
  return (
    <ul id={id} className="composer-suggestions" role="listbox" aria-label={LL.compose.suggestions()}>
      {items.map((s, i) => (
        <li
          key={s.replacement}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className="composer-suggestion"
          // Keeps focus (and the caret) in the textarea.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(i)}
        >
          {s.kind === "mention" ? (
            <>
              <Avatar src={s.account.avatar} size={24} />
              <DisplayName account={s.account} />
              <AccountHandle account={s.account} />
            </>
          ) : s.kind === "hashtag" ? (
            <bdi>{s.replacement}</bdi>
          ) : (
            <>
              <span className="composer-suggestion-emoji" aria-hidden="true">
                {s.emoji.url ? <img src={s.emoji.url} alt="" width={20} height={20} /> : s.emoji.text}
              </span>
              <span>{s.emoji.url ? s.emoji.text : s.emoji.name}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
