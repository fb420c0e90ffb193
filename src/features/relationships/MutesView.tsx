// Frame only: this screen is built by its feature issue.
export default function MutesView() {
  return <section aria-busy="true" />;
}
