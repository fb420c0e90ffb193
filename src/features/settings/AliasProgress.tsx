/**
 * What the aliases page is doing while a change is on its way, in words beside a spinner. The live region stays in
 * the page so screen readers announce the words when they appear.
 */
export function AliasProgress({ text }: { text: string | null }) {
  return (
    <p className="alias-progress" role="status">
      {text && (
        <>
          <span className="spinner" aria-hidden="true" />
          {text}
        </>
      )}
    </p>
  );
}
