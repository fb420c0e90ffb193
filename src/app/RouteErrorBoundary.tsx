import { Component, type ReactNode } from "react";
import { useLL } from "../state/i18n";

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const LL = useLL();
  return (
    <div className="error-box" role="alert">
      <p>{LL.errors.loadFailed({ message })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {LL.common.retry()}
      </button>
    </div>
  );
}

/** A view that fails to load (a chunk lost on a flaky network) or throws shows a retry, not a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadFailed message={error.message} onRetry={() => location.reload()} />;
  }
}
