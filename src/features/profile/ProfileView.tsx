// Frame only: this screen is built by its feature issue.
export default function ProfileView() {
  return <section aria-busy="true" />;
}
