// Frame only: this screen is built by its feature issue.
export default function TagView() {
  return <section aria-busy="true" />;
}
