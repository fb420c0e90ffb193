// Frame only: this screen is built by its feature issue.
export default function DirectoryView() {
  return <section aria-busy="true" />;
}
