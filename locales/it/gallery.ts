import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galleria di {name}",
  galleryBack: "Torna al profilo",
  viewPost: "Visualizza post",
  noMedia: "Nessun contenuto multimediale trovato",
  openImage: "Apri immagine: {description}",
  image: "Immagine",
  sensitiveContent: "Contenuto sensibile: mostra",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
