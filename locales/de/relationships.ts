import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Folgeanfragen",
  noFollowRequests: "Keine Folgeanfragen.",
  showMoreRequests: "Weitere Anfragen anzeigen",
  accept: "Annehmen",
  reject: "Ablehnen",
  acceptLabel: "Folgeanfrage von {name} annehmen",
  rejectLabel: "Folgeanfrage von {name} ablehnen",
  accepted: "Folgeanfrage von {name} angenommen.",
  rejected: "Folgeanfrage von {name} abgelehnt.",
  mutesTitle: "Stummgeschaltete Konten",
  noMutes: "Du hast niemanden stummgeschaltet.",
  showMoreUsers: "Weitere Konten anzeigen",
  directoryTitle: "Profilverzeichnis",
  noProfiles: "Keine Profile gefunden.",
  showMoreProfiles: "Weitere Profile anzeigen",
  postCount: "{count} {{Beitrag|Beiträge}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
