import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Prośby o obserwowanie",
  noFollowRequests: "Brak próśb o obserwowanie.",
  showMoreRequests: "Pokaż więcej próśb",
  accept: "Zaakceptuj",
  reject: "Odrzuć",
  acceptLabel: "Zaakceptuj prośbę o obserwowanie od {name}",
  rejectLabel: "Odrzuć prośbę o obserwowanie od {name}",
  accepted: "Zaakceptowano prośbę o obserwowanie od {name}.",
  rejected: "Odrzucono prośbę o obserwowanie od {name}.",
  mutesTitle: "Wyciszeni użytkownicy",
  noMutes: "Nikogo nie wyciszasz.",
  showMoreUsers: "Pokaż więcej użytkowników",
  directoryTitle: "Katalog profili",
  noProfiles: "Nie znaleziono profili.",
  showMoreProfiles: "Pokaż więcej profili",
  postCount: "{count} {{|wpis|wpisu|wpisy|wpisów|wpisu}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
