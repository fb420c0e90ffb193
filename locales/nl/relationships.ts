import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Volgverzoeken",
  noFollowRequests: "Geen volgverzoeken.",
  showMoreRequests: "Meer verzoeken tonen",
  accept: "Accepteren",
  reject: "Weigeren",
  acceptLabel: "Volgverzoek van {name} accepteren",
  rejectLabel: "Volgverzoek van {name} weigeren",
  accepted: "Volgverzoek van {name} geaccepteerd.",
  rejected: "Volgverzoek van {name} geweigerd.",
  mutesTitle: "Genegeerde gebruikers",
  noMutes: "Je negeert niemand.",
  showMoreUsers: "Meer gebruikers tonen",
  directoryTitle: "Profielengids",
  noProfiles: "Geen profielen gevonden.",
  showMoreProfiles: "Meer profielen tonen",
  postCount: "{count} {{bericht|berichten}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
