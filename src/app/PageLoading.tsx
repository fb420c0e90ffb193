import { useLL } from "../state/i18n";

export function PageLoading() {
  const LL = useLL();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{LL.common.loading()}</span>
    </div>
  );
}
