import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Republicar con comentario",
  bookmark: "Añadir a marcadores",
  removeBookmark: "Quitar de marcadores",
  addToFeatured: "Añadir a destacadas",
  removeFromFeatured: "Quitar de destacadas",
  editPost: "Editar publicación",
  deletePost: "Eliminar publicación",
  confirmDelete: "¿Eliminar esta publicación? Esta acción no se puede deshacer.",
  deleted: "Publicación eliminada",
  muteAuthor: "Silenciar al autor",
  unmuteAuthor: "Dejar de silenciar al autor",
  muted: "{handle} está silenciado",
  unmuted: "{handle} ya no está silenciado",
  saveToIpfs: "Guardar en IPFS",
  copyLink: "Copiar enlace a la publicación",
  linkCopied: "Enlace copiado",
  copyObjectId: "Copiar ID del objeto",
  objectIdCopied: "ID del objeto copiado",
  copyFailed: "No se pudo copiar al portapapeles",
  loadReplies: "Cargar respuestas",
  reloadHint: "Vuelve a cargar la página en unos minutos",
  adminDelete: "Eliminar publicación (admin)",
  confirmAdminDelete: "¿Eliminar esta publicación de {handle}? Esta acción no se puede deshacer.",
  adminSection: "Administración",
  closeImage: "Cerrar imagen",
  previousImage: "Imagen anterior",
  nextImage: "Imagen siguiente",
  imageOf: "Imagen {n} de {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
