import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Afficher plus de profils",
  noProfiles: "Aucun profil trouvé",
  expiresOn: "Expire le {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
