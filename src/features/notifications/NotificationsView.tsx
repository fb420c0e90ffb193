// Frame only: this screen is built by its feature issue.
export default function NotificationsView() {
  return <section aria-busy="true" />;
}
