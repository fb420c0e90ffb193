import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galleria di {name}",
  galleryBack: "Torna al profilo",
  viewPost: "Visualizza post",
  noMedia: "Nessun contenuto multimediale trovato",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
