import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Követési kérelmek",
  noFollowRequests: "Nincsenek követési kérelmek.",
  showMoreRequests: "További kérelmek",
  accept: "Elfogadás",
  reject: "Elutasítás",
  acceptLabel: "{name} követési kérelmének elfogadása",
  rejectLabel: "{name} követési kérelmének elutasítása",
  accepted: "{name} követési kérelme elfogadva.",
  rejected: "{name} követési kérelme elutasítva.",
  mutesTitle: "Némított felhasználók",
  noMutes: "Még senkit sem némítottál.",
  showMoreUsers: "További felhasználók",
  directoryTitle: "Profilkönyvtár",
  noProfiles: "Nincsenek profilok.",
  showMoreProfiles: "További profilok",
  postCount: "{count} bejegyzés",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
