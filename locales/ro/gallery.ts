import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galeria lui {name}",
  galleryBack: "Înapoi la profil",
  viewPost: "Vezi postarea",
  noMedia: "Nu s-au găsit fișiere media",
  openImage: "Deschide imaginea: {description}",
  image: "Imagine",
  sensitiveContent: "Conținut sensibil: afișează",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
