import { useSetAtom } from "jotai";
import { useCallback, useState } from "react";
import { useLL } from "../../state/i18n";
import { showNoticeAtom } from "../../state/notices";
import { downloadFile } from "./actions";
import "../../state/ns/compose";

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
        (e: unknown) => notify({ message: LL.compose.urlFetchFailed({ message: e instanceof Error ? e.message : String(e) }), kind: "error" }),
      );
    },
    [addFiles, LL, notify],
  );
  return { dialogOpen, open, close, submit };
}
