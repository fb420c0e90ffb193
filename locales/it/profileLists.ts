import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Mostra altri profili",
  noProfiles: "Nessun profilo trovato",
  expiresOn: "Scade il {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
