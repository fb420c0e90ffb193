import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Pedidos para seguir",
  noFollowRequests: "Não há pedidos para seguir.",
  showMoreRequests: "Mostrar mais pedidos",
  accept: "Aceitar",
  reject: "Rejeitar",
  acceptLabel: "Aceitar o pedido para seguir de {name}",
  rejectLabel: "Rejeitar o pedido para seguir de {name}",
  accepted: "Pedido para seguir de {name} aceite.",
  rejected: "Pedido para seguir de {name} rejeitado.",
  mutesTitle: "Utilizadores silenciados",
  noMutes: "Não silenciaste ninguém.",
  showMoreUsers: "Mostrar mais utilizadores",
  directoryTitle: "Diretório de perfis",
  noProfiles: "Nenhum perfil encontrado.",
  showMoreProfiles: "Mostrar mais perfis",
  postCount: "{count} {{publicações|publicação|publicações|publicações|publicações|publicações}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
