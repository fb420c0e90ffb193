import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { canPublish, charactersLeft } from "./composer-rules";

/** Enabled only when the text fits, nothing is being sent and no upload is running. */
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
  const enabled = canPublish({ left: charactersLeft(max, text.value), sending, uploading });
  return (
    <button type="submit" className="button primary" disabled={!enabled} aria-busy={sending}>
      {label}
    </button>
  );
}
