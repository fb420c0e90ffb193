import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Zobrazit další profily",
  noProfiles: "Nebyly nalezeny žádné profily",
  expiresOn: "Vyprší {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
