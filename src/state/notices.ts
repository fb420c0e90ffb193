import { atom } from "jotai";

// In-app replacements for window.alert and window.confirm: announced to screen readers, never blocking.

export interface Notice {
  id: number;
  message: string;
  kind: "info" | "error";
}

let nextId = 1;
export const noticesAtom = atom<Notice[]>([]);

export const showNoticeAtom = atom(null, (get, set, notice: { message: string; kind?: Notice["kind"] }) => {
  const id = nextId++;
  set(noticesAtom, [...get(noticesAtom), { id, message: notice.message, kind: notice.kind ?? "info" }]);
  return id;
});

export const dismissNoticeAtom = atom(null, (get, set, id: number) => {
  set(noticesAtom, get(noticesAtom).filter((n) => n.id !== id));
});

export interface ConfirmRequest {
  message: string;
  confirmLabel?: string;
  resolve: (ok: boolean) => void;
}

export const confirmRequestAtom = atom<ConfirmRequest | null>(null);

/** Asks the person to confirm; resolves true only when they press the confirm button. */
export const confirmAtom = atom(null, (get, set, request: { message: string; confirmLabel?: string }) => {
  get(confirmRequestAtom)?.resolve(false);
  return new Promise<boolean>((resolve) => {
    set(confirmRequestAtom, {
      ...request,
      resolve: (ok) => {
        set(confirmRequestAtom, null);
        resolve(ok);
      },
    });
  });
});
