// Frame only: this screen is built by its feature issue.
export default function HomeView() {
  return <section aria-busy="true" />;
}
