import type { Attachment, Status, Visibility } from "../../api/types";
import type { ComposerProps } from "../../entities/composer/ComposerSlot";
import { draftKey, loadDraft, type Draft, type DraftAttachment } from "./drafts";
import { quotePrefill, replyPrefill } from "./prefill";
import { allowedVisibilities } from "./visibility-rules";

/** Everything the form needs to start, worked out once when it opens. */
export interface ComposerSetup {
  mode: ComposerProps["mode"];
  draftKey: string | null;
  allowed: Visibility[];
  initial: Draft;
  inReplyToId: string | null;
  quoteId: string | null;
  editId: string | null;
  /**
   * Where the caret goes as the editor opens, which takes the focus: after the stand-in's text, or after the
   * prefilled "@bob " of a reply or quote and at the end of an edited text; null leaves the focus where it is.
   */
  caret?: number | null;
}

export const toDraftAttachment = (a: Attachment): DraftAttachment => ({
  id: a.id,
  type: a.type,
  url: a.url,
  previewUrl: a.preview_url ?? null,
  description: a.description ?? null,
});

const blank = (text: string, sensitive = false): Draft => ({
  text,
  sensitive,
  visibility: null,
  poll: null,
  attachments: [],
  idempotencyKey: null,
});

/** The id of the post a post quotes, if any. */
export const quotedId = (post: Status): string | null => post.pleroma?.quote?.id ?? post.quote?.quoted_status.id ?? null;

/** New post, reply or quote: a stored draft wins, else the handles to address (and the parent's CW for replies). */
export function writeSetup(props: Exclude<ComposerProps, { mode: "edit" }>, userId: string | undefined): ComposerSetup {
  if (props.mode === "reply") {
    const parent = props.inReplyTo;
    const key = draftKey({ mode: "reply", parentId: parent.id });
    const initial = loadDraft(key) ?? blank(replyPrefill(parent, userId), parent.sensitive);
    return {
      mode: "reply",
      draftKey: key,
      allowed: allowedVisibilities(parent, userId),
      initial,
      caret: initial.text.length,
      inReplyToId: parent.id,
      quoteId: null,
      editId: null,
    };
  }
  if (props.mode === "quote") {
    const key = draftKey({ mode: "quote", quotedId: props.quoted.id });
    const initial = loadDraft(key) ?? blank(quotePrefill(props.quoted, userId));
    return {
      mode: "quote",
      draftKey: key,
      allowed: allowedVisibilities(null, userId),
      initial,
      caret: initial.text.length,
      inReplyToId: null,
      quoteId: props.quoted.id,
      editId: null,
    };
  }
  const key = draftKey({ mode: "new" });
  // Text typed into the stand-in while the editor loaded comes after any stored draft, the caret after it.
  const typed = props.handOff?.();
  const draft = loadDraft(key) ?? blank("");
  const initial = typed?.text ? { ...draft, text: draft.text + typed.text } : draft;
  return {
    mode: "new",
    draftKey: key,
    allowed: allowedVisibilities(null, userId),
    initial,
    caret: typed && typed.focused !== false ? draft.text.length + (typed.text ? typed.caret : 0) : null,
    inReplyToId: null,
    quoteId: null,
    editId: null,
  };
}

/** Editing: the markdown source, the post's attachments and CW; the visibility stays as it is; no draft. */
export function editSetup(post: Status, sourceText: string): ComposerSetup {
  return {
    mode: "edit",
    draftKey: null,
    allowed: [post.visibility],
    initial: {
      ...blank(sourceText, post.sensitive),
      visibility: post.visibility,
      attachments: post.media_attachments.map(toDraftAttachment),
    },
    caret: sourceText.length,
    inReplyToId: post.in_reply_to_id,
    quoteId: quotedId(post),
    editId: post.id,
  };
}
