// apiUrl: the Mitra server when it is not this origin, e.g. "https://mitra.example" (README: Configuration).
window.MITRA_CONFIG = { apiUrl: "" };
