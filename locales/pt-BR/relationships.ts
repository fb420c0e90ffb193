import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Solicitações para seguir",
  noFollowRequests: "Nenhuma solicitação para seguir.",
  showMoreRequests: "Ver mais solicitações",
  accept: "Aceitar",
  reject: "Recusar",
  acceptLabel: "Aceitar a solicitação para seguir de {name}",
  rejectLabel: "Recusar a solicitação para seguir de {name}",
  accepted: "Solicitação para seguir de {name} aceita.",
  rejected: "Solicitação para seguir de {name} recusada.",
  mutesTitle: "Usuários silenciados",
  noMutes: "Você não silenciou ninguém.",
  showMoreUsers: "Ver mais usuários",
  directoryTitle: "Diretório de perfis",
  noProfiles: "Nenhum perfil encontrado.",
  showMoreProfiles: "Ver mais perfis",
  postCount: "{count} {{posts|post|posts|posts|posts|posts}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
