import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galería de {name}",
  galleryBack: "Volver al perfil",
  viewPost: "Ver publicación",
  noMedia: "No se encontraron archivos multimedia",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
