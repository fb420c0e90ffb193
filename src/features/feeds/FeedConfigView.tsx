// Frame only: this screen is built by its feature issue.
export default function FeedConfigView() {
  return <section aria-busy="true" />;
}
