import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galería de {name}",
  galleryBack: "Volver al perfil",
  viewPost: "Ver publicación",
  noMedia: "No se encontraron archivos multimedia",
  openImage: "Abrir imagen: {description}",
  image: "Imagen",
  sensitiveContent: "Contenido sensible: mostrar",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
