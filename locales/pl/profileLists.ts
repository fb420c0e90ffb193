import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Pokaż więcej profili",
  noProfiles: "Nie znaleziono profili",
  expiresOn: "Wygasa {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
