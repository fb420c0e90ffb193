// Frame only: this screen is built by its feature issue.
export default function AliasesView() {
  return <section aria-busy="true" />;
}
