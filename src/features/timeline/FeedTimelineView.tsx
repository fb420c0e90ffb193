// Frame only: this screen is built by its feature issue.
export default function FeedTimelineView() {
  return <section aria-busy="true" />;
}
