import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog>: the browser traps focus and closes on Escape; we return focus to
 * whatever had it before, and label the dialog by its title.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      previous?.focus?.();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        // React passes a dialog's cancel on to the dialogs around it: Escape in a dialog opened from another one
        // (a URL upload from the new-post sheet) closes that one only.
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
