import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useRef, useState, type RefObject } from "react";
import { newIdempotencyKey } from "../../api/client";
import type { Status, StatusCreate, Visibility } from "../../api/types";
import { configAtom } from "../../state/config";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { confirmAtom, showNoticeAtom } from "../../state/notices";
import { apiAtom } from "../../state/session";
import { countPublishedAtom, publishPost, updatePost } from "./actions";
import { describable } from "./AttachmentItem";
import { pollPayload, type PollDraft } from "./composer-rules";
import { removeDraft, type DraftAttachment } from "./drafts";
import type { ComposerSetup } from "./setup";
import "../../state/ns/compose";

export interface PostFields {
  text: string;
  sensitive: boolean;
  visibility: Visibility;
  poll: PollDraft | null;
  attachments: DraftAttachment[];
}

/** The request body (document 1 §7: status, content_type, media_ids, in_reply_to_id, visibility, sensitive, poll, quote_id). */
export function createBody(setup: ComposerSetup, f: PostFields, language: string | null = null): StatusCreate {
  const poll = f.poll && pollPayload(f.poll);
  return {
    ...(language ? { language } : {}),
    status: f.text,
    content_type: "text/markdown",
    media_ids: f.attachments.map((a) => a.id),
    in_reply_to_id: setup.inReplyToId,
    visibility: f.visibility,
    sensitive: f.sensitive,
    ...(poll ? { poll } : {}),
    quote_id: setup.quoteId,
  };
}

/**
 * Publish or update: one request at a time (a double click sends once), the same Idempotency-Key for every retry of
 * the same post and a new one after success. A failure keeps the draft and shows the error inline (standalone
 * editor) or as an alert (replies and quotes).
 */
export function usePublish({
  setup,
  idempotencyKey,
  formRef,
  language,
  onSuccess,
}: {
  setup: ComposerSetup;
  idempotencyKey: RefObject<string>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The default language of new posts (server preferences), if any. */
  language: string | null;
  onSuccess: (post: Status) => void;
}) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const config = useAtomValue(configAtom);
  const notify = useSetAtom(showNoticeAtom);
  const confirm = useSetAtom(confirmAtom);
  const countPublished = useSetAtom(countPublishedAtom);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const inline = setup.mode === "new" || setup.mode === "edit";

  const publish = useCallback(
    async (fields: PostFields) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const missing = fields.attachments.filter((a) => describable(a.type) && !a.description).length;
        if (missing > 0 && config.altTextReminderEnabled) {
          const ok = await confirm({ message: LL.compose.missingDescriptions({ count: missing }), confirmLabel: LL.compose.postAnyway() });
          if (!ok) {
            formRef.current?.querySelector<HTMLElement>("[data-missing-description]")?.focus();
            return;
          }
        }
        setSending(true);
        setError(null);
        const post = setup.editId
          ? await updatePost(api, setup.editId, {
              status: fields.text,
              content_type: "text/markdown",
              media_ids: fields.attachments.map((a) => a.id),
              sensitive: fields.sensitive,
              quote_id: setup.quoteId,
            })
          : await publishPost(api, createBody(setup, fields, language), idempotencyKey.current);
        if (!setup.editId) countPublished(post);
        removeDraft(setup.draftKey);
        idempotencyKey.current = newIdempotencyKey();
        notify({ message: setup.editId ? LL.compose.updated() : LL.compose.published() });
        onSuccess(post);
      } catch (e) {
        const message = errorMessage(LL, e);
        if (inline) setError(message);
        else notify({ message, kind: "error" });
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [api, config.altTextReminderEnabled, confirm, countPublished, formRef, idempotencyKey, inline, language, LL, notify, onSuccess, setup],
  );
  return { publish, sending, error };
}
