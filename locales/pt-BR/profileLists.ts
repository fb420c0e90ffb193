import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Ver mais perfis",
  noProfiles: "Nenhum perfil encontrado",
  expiresOn: "Expira em {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
