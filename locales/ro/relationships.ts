import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Cereri de urmărire",
  noFollowRequests: "Nicio cerere de urmărire.",
  showMoreRequests: "Afișează mai multe cereri",
  accept: "Acceptă",
  reject: "Respinge",
  acceptLabel: "Acceptă cererea de urmărire de la {name}",
  rejectLabel: "Respinge cererea de urmărire de la {name}",
  accepted: "Cererea de urmărire de la {name} a fost acceptată.",
  rejected: "Cererea de urmărire de la {name} a fost respinsă.",
  mutesTitle: "Utilizatori ignorați",
  noMutes: "Nu ignori pe nimeni.",
  showMoreUsers: "Afișează mai mulți utilizatori",
  directoryTitle: "Directorul de profiluri",
  noProfiles: "Nu s-a găsit niciun profil.",
  showMoreProfiles: "Afișează mai multe profiluri",
  postCount: "{count} {{|postare|de postări|postări|de postări|de postări}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
