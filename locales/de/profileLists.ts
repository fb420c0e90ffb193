import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Weitere Profile anzeigen",
  noProfiles: "Keine Profile gefunden",
  expiresOn: "Läuft am {date} ab",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
