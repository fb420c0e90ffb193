// Frame only: this screen is built by its feature issue.
export default function SearchView() {
  return <section aria-busy="true" />;
}
