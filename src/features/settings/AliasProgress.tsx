// Styled here rather than in settings.css, which every settings page loads: only the aliases page shows it.
const LINE = { display: "flex", alignItems: "center", gap: 8, margin: 0, color: "var(--text-muted)" } as const;
const SPINNER = { inlineSize: 18, blockSize: 18, borderWidth: 2 } as const;

/**
 * What the aliases page is doing while a change is on its way, in words beside a spinner. The live region stays in
 * the page so screen readers announce the words when they appear.
 */
export function AliasProgress({ text }: { text: string | null }) {
  return (
    <p className="alias-progress" role="status" style={LINE}>
      {text && (
        <>
          <span className="spinner" style={SPINNER} aria-hidden="true" />
          {text}
        </>
      )}
    </p>
  );
}
