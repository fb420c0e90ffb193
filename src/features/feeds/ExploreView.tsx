// Frame only: this screen is built by its feature issue.
export default function ExploreView() {
  return <section aria-busy="true" />;
}
