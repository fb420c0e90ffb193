import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Visa fler profiler",
  noProfiles: "Inga profiler hittades",
  expiresOn: "Går ut {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
