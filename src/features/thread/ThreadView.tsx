// Frame only: this screen is built by its feature issue.
export default function ThreadView() {
  return <section aria-busy="true" />;
}
