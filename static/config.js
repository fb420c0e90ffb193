// Run-time configuration for operators. apiUrl: the Mitra server's address when it is not this origin
// (for example "https://mitra.example"); leave empty to use the origin that serves this page.
window.MITRA_CONFIG = { apiUrl: "" };
