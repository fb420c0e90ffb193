import { useLL } from "../../state/i18n";

/** Holds the sign-in form's place while the instance says which ways in it offers. */
export function SignInSkeleton() {
  const LL = useLL();
  return (
    <div className="card sign-in-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{LL.common.loading()}</span>
      <div className="boot-line short" aria-hidden="true" />
      <div className="boot-line field-skeleton" aria-hidden="true" />
      <div className="boot-line field-skeleton" aria-hidden="true" />
      <div className="boot-line button-skeleton" aria-hidden="true" />
    </div>
  );
}
