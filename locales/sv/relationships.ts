import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Följförfrågningar",
  noFollowRequests: "Inga följförfrågningar.",
  showMoreRequests: "Visa fler förfrågningar",
  accept: "Godkänn",
  reject: "Avvisa",
  acceptLabel: "Godkänn följförfrågan från {name}",
  rejectLabel: "Avvisa följförfrågan från {name}",
  accepted: "Följförfrågan från {name} har godkänts.",
  rejected: "Följförfrågan från {name} har avvisats.",
  mutesTitle: "Tystade användare",
  noMutes: "Du har inte tystat någon.",
  showMoreUsers: "Visa fler användare",
  directoryTitle: "Profilkatalog",
  noProfiles: "Inga profiler hittades.",
  showMoreProfiles: "Visa fler profiler",
  postCount: "{count} inlägg",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
