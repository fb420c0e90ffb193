// Frame only: this screen is built by its feature issue.
export default function SettingsView() {
  return <section aria-busy="true" />;
}
