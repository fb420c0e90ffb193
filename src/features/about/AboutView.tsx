// Frame only: this screen is built by its feature issue.
export default function AboutView() {
  return <section aria-busy="true" />;
}
