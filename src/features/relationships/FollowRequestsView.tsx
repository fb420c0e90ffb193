// Frame only: this screen is built by its feature issue.
export default function FollowRequestsView() {
  return <section aria-busy="true" />;
}
