// Frame only: this screen is built by its feature issue.
export default function MoveFollowersView() {
  return <section aria-busy="true" />;
}
