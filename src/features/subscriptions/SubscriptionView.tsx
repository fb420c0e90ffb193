// Frame only: this screen is built by its feature issue.
export default function SubscriptionView() {
  return <section aria-busy="true" />;
}
