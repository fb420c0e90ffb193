import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Partilhar com comentário",
  bookmark: "Adicionar aos marcadores",
  removeBookmark: "Remover dos marcadores",
  addToFeatured: "Adicionar aos destaques",
  removeFromFeatured: "Remover dos destaques",
  editPost: "Editar publicação",
  deletePost: "Eliminar publicação",
  confirmDelete: "Eliminar esta publicação? Esta ação não pode ser anulada.",
  deleted: "Publicação eliminada",
  muteAuthor: "Silenciar autor",
  unmuteAuthor: "Deixar de silenciar autor",
  muted: "{handle} foi silenciado",
  unmuted: "{handle} já não está silenciado",
  saveToIpfs: "Guardar no IPFS",
  copyLink: "Copiar ligação da publicação",
  linkCopied: "Ligação copiada",
  copyObjectId: "Copiar ID do objeto",
  objectIdCopied: "ID do objeto copiado",
  copyFailed: "Não foi possível copiar para a área de transferência",
  loadReplies: "Carregar respostas",
  reloadHint: "Recarrega a página dentro de alguns minutos",
  adminDelete: "Eliminar publicação (admin)",
  confirmAdminDelete: "Eliminar esta publicação de {handle}? Esta ação não pode ser anulada.",
  adminSection: "Administração",
  closeImage: "Fechar imagem",
  previousImage: "Imagem anterior",
  nextImage: "Imagem seguinte",
  imageOf: "Imagem {n} de {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
