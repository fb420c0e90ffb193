// Frame only: this screen is built by its feature issue.
export default function GalleryView() {
  return <section aria-busy="true" />;
}
