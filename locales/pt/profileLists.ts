import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Mostrar mais perfis",
  noProfiles: "Nenhum perfil encontrado",
  expiresOn: "Expira a {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
