import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Repostar com comentário",
  bookmark: "Salvar",
  removeBookmark: "Remover dos salvos",
  addToFeatured: "Adicionar aos destaques",
  removeFromFeatured: "Remover dos destaques",
  editPost: "Editar post",
  deletePost: "Excluir post",
  confirmDelete: "Excluir este post? Essa ação não pode ser desfeita.",
  deleted: "Post excluído",
  muteAuthor: "Silenciar autor",
  unmuteAuthor: "Dessilenciar autor",
  muted: "{handle} foi silenciado",
  unmuted: "{handle} não está mais silenciado",
  saveToIpfs: "Salvar no IPFS",
  copyLink: "Copiar link do post",
  linkCopied: "Link copiado",
  copyObjectId: "Copiar ID do objeto",
  objectIdCopied: "ID do objeto copiado",
  copyFailed: "Não foi possível copiar para a área de transferência",
  loadReplies: "Carregar respostas",
  reloadHint: "Recarregue a página daqui a alguns minutos",
  adminDelete: "Excluir post (admin)",
  confirmAdminDelete: "Excluir este post de {handle}? Essa ação não pode ser desfeita.",
  adminSection: "Administração",
  closeImage: "Fechar imagem",
  previousImage: "Imagem anterior",
  nextImage: "Próxima imagem",
  imageOf: "Imagem {n} de {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
