// Frame only: this screen is built by its feature issue.
export default function FeedListView() {
  return <section aria-busy="true" />;
}
