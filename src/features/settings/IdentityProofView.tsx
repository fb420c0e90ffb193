// Frame only: this screen is built by its feature issue.
export default function IdentityProofView() {
  return <section aria-busy="true" />;
}
