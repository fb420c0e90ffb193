import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Prošnje za sledenje",
  noFollowRequests: "Ni prošenj za sledenje.",
  showMoreRequests: "Pokaži več prošenj",
  accept: "Sprejmi",
  reject: "Zavrni",
  acceptLabel: "Sprejmi prošnjo za sledenje uporabnika {name}",
  rejectLabel: "Zavrni prošnjo za sledenje uporabnika {name}",
  accepted: "Prošnja za sledenje uporabnika {name} je sprejeta.",
  rejected: "Prošnja za sledenje uporabnika {name} je zavrnjena.",
  mutesTitle: "Utišani uporabniki",
  noMutes: "Nikogar niste utišali.",
  showMoreUsers: "Pokaži več uporabnikov",
  directoryTitle: "Imenik profilov",
  noProfiles: "Ni najdenih profilov.",
  showMoreProfiles: "Pokaži več profilov",
  postCount: "{count} {{|objava|objavi|objave|objav|objav}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
