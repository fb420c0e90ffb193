import { useSetAtom } from "jotai";
import { useCallback, useState } from "react";
import type { TranslationFunctions } from "../../../locales/i18n-types";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { downloadFile } from "./actions";
import "../../state/ns/compose";

/**
 * Why a download failed, in the person's language: a fetch that never got an answer (no connection, or a site that
 * does not let other sites download from it) throws the browser's own English words, which are not shown.
 */
export const downloadFailure = (LL: TranslationFunctions, error: unknown): string =>
  error instanceof TypeError || !(error instanceof Error) ? LL.errors.network() : error.message;

/** The "upload from a URL" dialog: the browser downloads the file, which is then attached like a picked file. */
export function useUrlUpload(addFiles: (files: File[]) => void) {
  const LL = useLL();
  const notify = useSetAtom(showNoticeAtom);
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = useCallback(() => setDialogOpen(true), []);
  const close = useCallback(() => setDialogOpen(false), []);
  const submit = useCallback(
    (url: URL) => {
      setDialogOpen(false);
      downloadFile(url).then(
        (file) => addFiles([file]),
        (e: unknown) => notify({ message: LL.compose.urlFetchFailed({ message: downloadFailure(LL, e) }), kind: "error" }),
      );
    },
    [addFiles, LL, notify],
  );
  return { dialogOpen, open, close, submit };
}
