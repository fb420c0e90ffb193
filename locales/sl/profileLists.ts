import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Pokaži več profilov",
  noProfiles: "Ni najdenih profilov",
  expiresOn: "Poteče {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
