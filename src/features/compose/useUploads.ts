import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo, useRef, useState } from "react";
import type { Attachment } from "../../api/types";
import { errorMessage } from "../../state/errors";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { apiAtom, instanceAtom } from "../../state/session";
import { uploadFile } from "./actions";
import { canAttach } from "./composer-rules";
import type { DraftAttachment } from "./drafts";
import { toDraftAttachment } from "./setup";
import { fileType, isSupported } from "./upload";
import "../../state/ns/compose";

/** An attachment in the editor: uploading (with progress) until the server's attachment arrives. */
export interface UploadItem {
  key: string;
  name: string;
  /** 0..1 while the file is sent; null when progress is unknown or the server is processing the file. */
  progress: number | null;
  attachment: DraftAttachment | null;
}

// Uploads in flight, by item key, so that removing an item cancels its upload.
const controllers = new Map<string, AbortController>();

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

let nextKey = 1;
const fromDraft = (a: DraftAttachment): UploadItem => ({ key: `a${nextKey++}`, name: a.url, progress: null, attachment: a });

export function useUploads(initial: DraftAttachment[]) {
  const LL = useLL();
  const api = useAtomValue(apiAtom);
  const instance = useAtomValue(instanceAtom);
  const notify = useSetAtom(showNoticeAtom);
  const [items, setItems] = useState<UploadItem[]>(() => initial.map(fromDraft));
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const max = instance?.configuration.statuses.max_media_attachments ?? 4;
  const supported = useMemo(() => instance?.configuration.media_attachments.supported_mime_types ?? [], [instance]);

  const patch = (key: string, change: Partial<UploadItem> | null) =>
    setItems((list) => (change ? list.map((i) => (i.key === key ? { ...i, ...change } : i)) : list.filter((i) => i.key !== key)));

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const current = itemsRef.current;
      if (files.length === 0 || !canAttach({ count: current.length, max, uploading: current.some((i) => !i.attachment) })) return;
      let room = max - current.length;
      const added: UploadItem[] = [];
      for (const file of files) {
        if (!isSupported(file, supported)) {
          notify({ message: LL.compose.unsupportedType({ type: file.type || file.name }), kind: "error" });
          continue;
        }
        if (room-- <= 0) {
          notify({ message: LL.compose.tooManyFiles({ max }), kind: "error" });
          break;
        }
        const item: UploadItem = { key: `u${nextKey++}`, name: file.name, progress: 0, attachment: null };
        added.push(item);
        const controller = new AbortController();
        controllers.set(item.key, controller);
        // A file the browser gave no type travels with its extension's, so the server need not guess.
        const typed = file.type ? file : new File([file], file.name, { type: fileType(file) });
        uploadFile(api, typed, (fraction) => patch(item.key, { progress: fraction < 1 ? fraction : null }), controller.signal)
          .then(
            (attachment) => patch(item.key, { progress: null, attachment: toDraftAttachment(attachment) }),
            (error: unknown) => {
              patch(item.key, null);
              if (!isAbort(error)) notify({ message: LL.compose.uploadFailed({ message: errorMessage(LL, error) }), kind: "error" });
            },
          )
          .finally(() => controllers.delete(item.key));
      }
      if (added.length) setItems((list) => [...list, ...added]);
    },
    [api, max, supported, notify, LL],
  );

  /** Removes an attachment; one still uploading is cancelled. */
  const remove = useCallback((key: string) => {
    controllers.get(key)?.abort();
    patch(key, null);
  }, []);
  const described = useCallback((key: string, a: Attachment) => patch(key, { attachment: toDraftAttachment(a) }), []);
  const reset = useCallback(() => setItems([]), []);

  const uploading = items.some((i) => !i.attachment);
  const ready = useMemo(() => items.flatMap((i) => (i.attachment ? [i.attachment] : [])), [items]);
  return { items, ready, uploading, max, supported, canAttach: canAttach({ count: items.length, max, uploading }), addFiles, remove, described, reset };
}

export type Uploads = ReturnType<typeof useUploads>;
