import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Zobraziť ďalšie profily",
  noProfiles: "Nenašli sa žiadne profily",
  expiresOn: "Vyprší {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
