// Frame only: this screen is built by its feature issue.
export default function SubscriptionSettingsView() {
  return <section aria-busy="true" />;
}
