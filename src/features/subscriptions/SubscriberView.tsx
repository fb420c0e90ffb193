// Frame only: this screen is built by its feature issue.
export default function SubscriberView() {
  return <section aria-busy="true" />;
}
