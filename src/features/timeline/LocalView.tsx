// Frame only: this screen is built by its feature issue.
export default function LocalView() {
  return <section aria-busy="true" />;
}
