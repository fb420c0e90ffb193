import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Meer profielen tonen",
  noProfiles: "Geen profielen gevonden",
  expiresOn: "Verloopt op {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
