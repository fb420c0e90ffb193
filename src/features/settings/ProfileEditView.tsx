// Frame only: this screen is built by its feature issue.
export default function ProfileEditView() {
  return <section aria-busy="true" />;
}
