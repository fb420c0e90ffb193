// Frame only: this screen is built by its feature issue.
export default function BookmarksView() {
  return <section aria-busy="true" />;
}
