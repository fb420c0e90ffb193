// Frame only: this screen is built by its feature issue.
export default function ImportFollowersView() {
  return <section aria-busy="true" />;
}
