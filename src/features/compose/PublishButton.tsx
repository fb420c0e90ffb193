import { computed, type Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import { canPublish, charactersLeft } from "./composer-rules";

/**
 * Enabled only when the text fits and no upload is running (it renders again when that changes, not on every key). While a post is on its way the button only says so
 * (aria-disabled; the form sends once): a disabled button would drop the focus of the person who pressed it.
 */
export function PublishButton({
  text,
  max,
  sending,
  uploading,
  label,
}: {
  text: Signal<string>;
  max: number;
  sending: boolean;
  uploading: boolean;
  label: string;
}) {
  useSignals();
  const publishable = useMemo(() => computed(() => canPublish({ left: charactersLeft(max, text.value), sending: false, uploading })), [text, max, uploading]);
  const enabled = publishable.value;
  return (
    <button type="submit" className="button primary" disabled={!enabled} aria-disabled={sending || undefined} aria-busy={sending}>
      {label}
    </button>
  );
}
