import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Запити на підписку",
  noFollowRequests: "Запитів на підписку немає.",
  showMoreRequests: "Показати більше запитів",
  accept: "Прийняти",
  reject: "Відхилити",
  acceptLabel: "Прийняти запит на підписку від {name}",
  rejectLabel: "Відхилити запит на підписку від {name}",
  accepted: "Запит на підписку від {name} прийнято.",
  rejected: "Запит на підписку від {name} відхилено.",
  mutesTitle: "Ігноровані користувачі",
  noMutes: "Ви нікого не ігноруєте.",
  showMoreUsers: "Показати більше користувачів",
  directoryTitle: "Каталог профілів",
  noProfiles: "Профілів не знайдено.",
  showMoreProfiles: "Показати більше профілів",
  postCount: "{count} {{|допис|допису|дописи|дописів|допису}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
