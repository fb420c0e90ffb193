import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "További profilok",
  noProfiles: "Nincsenek profilok",
  expiresOn: "Lejár: {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
