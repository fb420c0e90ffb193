import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Afișează mai multe profiluri",
  noProfiles: "Nu s-a găsit niciun profil",
  expiresOn: "Expiră pe {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
