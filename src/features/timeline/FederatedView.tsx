// Frame only: this screen is built by its feature issue.
export default function FederatedView() {
  return <section aria-busy="true" />;
}
