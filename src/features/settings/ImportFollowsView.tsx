// Frame only: this screen is built by its feature issue.
export default function ImportFollowsView() {
  return <section aria-busy="true" />;
}
