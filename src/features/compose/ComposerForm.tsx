import { useSignal } from "@preact/signals-react";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type DragEvent } from "react";
import { newIdempotencyKey } from "../../api/client";
import type { Status } from "../../api/types";
import { EmojiPicker } from "../../entities/emoji/EmojiPicker";
import { useLL } from "../../state/i18n";
import { instanceAtom, serverAtom } from "../../state/session";
import { AttachmentItem } from "./AttachmentItem";
import { insertAtCaret } from "./autocomplete-rules";
import { CharacterCounter } from "./CharacterCounter";
import { EMPTY_POLL, type PollDraft } from "./composer-rules";
import { ComposerText } from "./ComposerText";
import { ComposerToolbar } from "./ComposerToolbar";
import { saveDraft } from "./drafts";
import { rememberTags } from "./hashtag-suggestions";
import { OwnAvatar } from "./OwnAvatar";
import { PollEditor } from "./PollEditor";
import { PreviewToggle } from "./PreviewToggle";
import { PublishButton } from "./PublishButton";
import type { ComposerSetup } from "./setup";
import { UrlUploadDialog } from "./UrlUploadDialog";
import { usePostingChoices } from "./usePostingChoices";
import { usePublish } from "./usePublish";
import { useUrlUpload } from "./useUrlUpload";
import { useUploads } from "./useUploads";
import "../../state/ns/compose";

const ComposerPreview = lazy(() => import("./ComposerPreview"));
const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes("Files");

/** The editor itself, in any mode. Typing re-renders only the textarea, the counter and the buttons that read it. */
const DRAFT_SAVE_DELAY_MS = 300;

export function ComposerForm({ setup, onDone, onCancel }: { setup: ComposerSetup; onDone?: (post: Status) => void; onCancel?: () => void }) {
  const LL = useLL();
  const max = useAtomValue(instanceAtom)?.configuration.statuses.max_characters ?? 5000;
  const text = useSignal(setup.initial.text);
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const key = useRef(setup.initial.idempotencyKey ?? newIdempotencyKey());
  const { visibility, chooseVisibility, sensitive, toggleSensitive, reset: resetChoices, language } = usePostingChoices(setup);
  const [poll, setPoll] = useState<PollDraft | null>(setup.initial.poll);
  const uploads = useUploads(setup.initial.attachments);
  const [preview, setPreview] = useState(false);
  // The preview is rendered by Mitra's own endpoint.
  const { mitra } = useAtomValue(serverAtom);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const refocusText = useRef(false);
  const url = useUrlUpload(uploads.addFiles);
  const editing = setup.mode === "edit";

  // Drafts: saved on every change, read back when this editor opens again (never when editing).
  const fields = { sensitive, visibility, poll, attachments: uploads.ready };
  const latest = useRef(fields);
  latest.current = fields;
  const persist = useCallback(
    () => saveDraft(setup.draftKey, { text: text.peek(), ...latest.current, idempotencyKey: key.current }),
    [setup.draftKey, text],
  );
  // Typing saves the draft once the person pauses, not on every key (a localStorage write each time slows typing);
  // leaving or hiding the page, and closing the editor, save at once, so nothing typed is lost.
  const pendingSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    if (pendingSave.current === undefined) return;
    clearTimeout(pendingSave.current);
    pendingSave.current = undefined;
    persist();
  }, [persist]);
  const persistSoon = useCallback(() => {
    clearTimeout(pendingSave.current);
    pendingSave.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [flush]);
  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [flush]);
  // Opening a reply, quote or edit, or taking over from the stand-in that had the focus: the focus and the caret
  // move here in the same frame (after "@bob ", so typing never lands before the mention).
  // Once, when the editor first appears: later changes of the setup never move the caret again.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (tookOver.current || setup.caret == null || !el) return;
    tookOver.current = true;
    el.focus();
    el.setSelectionRange(setup.caret, setup.caret);
    // Text typed into the stand-in is saved; a prefilled mention alone is not a draft.
    if (setup.mode === "new" && setup.initial.text) persistSoon();
  }, [setup.caret, setup.mode, setup.initial.text, persistSoon]);
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) persist();
    mounted.current = true;
  }, [sensitive, visibility, poll, uploads.ready, persist]);

  // The removed attachment's buttons go with it: the focus goes back to the text rather than to the page.
  const removeUpload = uploads.remove;
  const removeAttachment = useCallback(
    (key: string) => {
      removeUpload(key);
      textareaRef.current?.focus();
    },
    [removeUpload],
  );
  const resetUploads = uploads.reset;
  const onSuccess = useCallback(
    (post: Status) => {
      rememberTags(post.tags.map((t) => t.name));
      text.value = "";
      resetChoices();
      setPoll(null);
      resetUploads();
      setPreview(false);
      onDone?.(post);
    },
    [onDone, text, resetUploads, resetChoices],
  );
  const { publish, sending, error } = usePublish({ setup, idempotencyKey: key, formRef, language, onSuccess });
  const submit = () => formRef.current?.requestSubmit();

  const togglePoll = useCallback(() => setPoll((p) => (p ? null : EMPTY_POLL)), []);
  const toggleEmoji = useCallback(() => setEmojiOpen((o) => !o), []);
  const pickEmoji = (emoji: string) => {
    const el = textareaRef.current;
    const next = insertAtCaret(text.peek(), el ? el.selectionStart : text.peek().length, emoji);
    pendingCaret.current = next.caret;
    text.value = next.text;
    persist();
    refocusText.current = true;
    setEmojiOpen(false);
  };
  // Back from the preview, whose button goes with it, the focus returns to the text as well.
  const backToEditing = () => {
    refocusText.current = true;
    setPreview(false);
  };
  useEffect(() => {
    if (!emojiOpen && !preview && refocusText.current) {
      refocusText.current = false;
      textareaRef.current?.focus();
    }
  }, [emojiOpen, preview]);

  const prompt = { new: LL.compose.prompt(), reply: LL.compose.promptReply(), quote: LL.compose.promptRepost(), edit: undefined }[setup.mode];
  const label = { new: LL.compose.publish(), reply: LL.compose.publish(), quote: LL.compose.repost(), edit: LL.compose.update() }[setup.mode];
  return (
    <div className={`composer composer-${setup.mode}`}>
      <OwnAvatar />
      <form
        ref={formRef}
        className="composer-form"
        aria-label={LL.compose.editorLabel()}
        onSubmit={(e) => {
          e.preventDefault();
          publish({ text: text.peek(), ...latest.current });
        }}
        onDragOver={(e) => hasFiles(e) && e.preventDefault()}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          uploads.addFiles([...e.dataTransfer.files]);
        }}
      >
        {preview ? (
          <Suspense fallback={<p className="hint">{LL.compose.previewLoading()}</p>}>
            <ComposerPreview text={text.peek()} onBack={backToEditing} />
          </Suspense>
        ) : (
          <ComposerText
            text={text}
            textareaRef={textareaRef}
            pendingCaret={pendingCaret}
            label={prompt ?? LL.compose.textLabel()}
            placeholder={prompt}
            onChanged={persistSoon}
            onFiles={uploads.addFiles}
            onSubmit={submit}
          />
        )}
        {poll && <PollEditor poll={poll} onChange={setPoll} />}
        {uploads.items.length > 0 && (
          <ul className="composer-attachments" aria-label={LL.compose.attachmentsLabel()}>
            {uploads.items.map((item, i) => (
              <AttachmentItem key={item.key} item={item} n={i + 1} onRemove={removeAttachment} onDescribed={uploads.described} />
            ))}
          </ul>
        )}
        <ComposerToolbar
          editing={editing}
          sensitive={sensitive}
          onToggleSensitive={toggleSensitive}
          pollOn={poll !== null}
          onTogglePoll={togglePoll}
          canAttach={uploads.canAttach}
          uploading={uploads.uploading}
          supportedTypes={uploads.supported}
          onFiles={uploads.addFiles}
          onFromUrl={url.open}
          emojiOpen={emojiOpen}
          onToggleEmoji={toggleEmoji}
          visibility={visibility}
          allowed={setup.allowed}
          onVisibility={chooseVisibility}
        />
        {emojiOpen && (
          <div className="composer-emoji">
            <EmojiPicker onPick={pickEmoji} onClose={() => setEmojiOpen(false)} />
          </div>
        )}
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="composer-footer">
          <CharacterCounter text={text} max={max} />
          {mitra && <PreviewToggle text={text} on={preview} onToggle={() => setPreview((p) => !p)} />}
          <span className="composer-spacer" />
          {onCancel && (
            <button type="button" className="button" onClick={onCancel}>
              {LL.compose.cancel()}
            </button>
          )}
          <PublishButton text={text} max={max} sending={sending} uploading={uploads.uploading} label={label} />
        </div>
      </form>
      {url.dialogOpen && <UrlUploadDialog onSubmit={url.submit} onClose={url.close} />}
    </div>
  );
}
