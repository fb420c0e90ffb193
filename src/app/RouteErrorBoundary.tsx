import { Component, type ReactNode } from "react";
import { errorMessage, isConnectionLost } from "../state/errors";
import { useLL } from "../state/i18n";

function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const LL = useLL();
  // A module that could not be downloaded is a connection problem, said as one.
  const message = isConnectionLost(error) ? errorMessage(LL, error) : error.message;
  return (
    <div className="error-box" role="alert">
      <p>{LL.errors.loadFailed({ message })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {LL.common.retry()}
      </button>
    </div>
  );
}

/**
 * A view that fails to load (a chunk lost on a flaky network) or throws shows a retry, not a blank page. Retrying
 * mounts the view again (the router asks for a lost module again); when the connection returns it retries by
 * itself.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  // After the connection returns, a few more attempts: the first may still meet a network that is not ready.
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  private retry = () => {
    if (!this.state.error) return;
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  private onOnline = () => {
    this.attempts = 0;
    this.retry();
  };

  private scheduleRetry() {
    if (!this.state.error || !navigator.onLine || this.attempts >= 3) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.retry, 1000 * 2 ** this.attempts++);
  }

  // A failure in the first render of what the boundary holds mounts it with the error already set.
  override componentDidMount() {
    window.addEventListener("online", this.onOnline);
    this.scheduleRetry();
  }

  override componentDidUpdate(_props: unknown, previous: { error: Error | null }) {
    if (!previous.error) this.scheduleRetry();
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
    window.removeEventListener("online", this.onOnline);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadFailed error={error} onRetry={this.retry} />;
  }
}
