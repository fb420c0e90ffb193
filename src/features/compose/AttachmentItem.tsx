import { useSetAtom } from "jotai";
import { useId, useRef, useState } from "react";
import type { Attachment } from "../../api/types";
import { safeImageUrl, safeLinkUrl } from "../../lib/url-policy";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { saveDescriptionAtom } from "./actions";
import type { UploadItem } from "./useUploads";
import "../../state/ns/compose";
import { Icon } from "../../ui/Icon";

export const describable = (type: string) => type === "image" || type === "video" || type === "audio";

/** One attachment: its thumbnail (or link), upload progress, remove, and its description (alt text). */
export function AttachmentItem({
  item,
  n,
  onRemove,
  onDescribed,
}: {
  item: UploadItem;
  n: number;
  onRemove: (key: string) => void;
  onDescribed: (key: string, a: Attachment) => void;
}) {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  const id = useId();
  const a = item.attachment;
  const [editing, setEditing] = useState(false);
  // The focus moves into the description as it opens, and back to its button once it is saved (or to the text
  // again when saving failed): the Save button is gone once it is saved.
  const altButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(a?.description ?? "");
  const saving = useMutation(useSetAtom(saveDescriptionAtom), { notifyError: true });

  if (!a) {
    return (
      <li className="composer-attachment uploading">
        <label htmlFor={id}>{LL.compose.uploading({ name: item.name })}</label>
        <progress id={id} max={1} value={item.progress ?? undefined} />
        <button type="button" className="button" onClick={() => onRemove(item.key)}>
          {LL.compose.uploads.cancel()}
          <span className="visually-hidden"> {item.name}</span>
        </button>
      </li>
    );
  }
  const save = async () => {
    if (saving.pending) return;
    const outcome = await saving.run(a.id, text);
    if (!outcome.ok) {
      field.current?.focus();
      return;
    }
    onDescribed(item.key, outcome.value);
    setEditing(false);
    altButton.current?.focus();
    notify({ message: LL.compose.descriptionSaved() });
  };
  return (
    <li className="composer-attachment">
      {a.type === "image" ? (
        <img src={safeImageUrl(a.previewUrl ?? a.url) ?? undefined} alt={a.description ?? ""} className="composer-thumbnail" />
      ) : (
        <a href={safeLinkUrl(a.url)?.href} target="_blank" rel="nofollow noopener noreferrer" className="composer-attachment-link">
          {/* Its file name (or, restored from a draft, its URL) says which file it is. */}
          <bdi>{item.name || LL.compose.attachmentLink({ n })}</bdi>
        </a>
      )}
      <div className="composer-attachment-actions">
        {describable(a.type) && (
          <button
            ref={altButton}
            type="button"
            className="icon-button"
            aria-expanded={editing}
            aria-controls={`${id}-desc`}
            // The name starts with the word the button shows, so "ALT" said or typed by speech input finds it.
            aria-label={`ALT ${LL.compose.editDescription({ n })}`}
            title={a.description || LL.compose.noDescription()}
            data-missing-description={a.description ? undefined : "true"}
            onClick={() => setEditing((e) => !e)}
          >
            <span aria-hidden="true">ALT</span>
          </button>
        )}
        <button type="button" className="icon-button" aria-label={LL.compose.removeAttachment({ n })} onClick={() => onRemove(item.key)}>
          <Icon name="close" />
        </button>
      </div>
      {editing && (
        <div className="composer-description" id={`${id}-desc`}>
          <label htmlFor={`${id}-text`}>{LL.compose.descriptionLabel({ n })}</label>
          <textarea
            ref={field}
            id={`${id}-text`}
            rows={2}
            autoFocus
            placeholder={LL.compose.enterDescription()}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="button" className="button" aria-disabled={saving.pending} aria-busy={saving.pending} onClick={save}>
            {LL.compose.saveDescription()}
          </button>
        </div>
      )}
    </li>
  );
}
