// The one loading and failure display for anything loaded from the server. It knows no words: the caller passes
// them (state/query.ts, useLoadTexts), so ui/ stays free of app state.

export interface LoadTexts {
  loading: string;
  retry: string;
  /** The sentence for a failure with nothing on screen yet. */
  failed: (error: unknown) => string;
  /** The sentence for a failed refresh while older data stays on screen. */
  refreshFailed: (error: unknown) => string;
}

export interface LoadStatusProps {
  status: "idle" | "loading" | "ready" | "error";
  /** Whether data (perhaps older) is on screen. */
  hasData: boolean;
  error: unknown;
  onRetry: () => void;
  texts: LoadTexts;
}

/** A spinner while the first load runs; a retry with the reason when loading failed; nothing otherwise. */
export function LoadStatus({ status, hasData, error, onRetry, texts }: LoadStatusProps) {
  if (status === "error") {
    return (
      <div className="error-box" role="alert">
        <p>{hasData ? texts.refreshFailed(error) : texts.failed(error)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (hasData) return null;
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{texts.loading}</span>
    </div>
  );
}
