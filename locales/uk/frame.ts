import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Основна навігація",
  home: "Головна",
  notifications: "Сповіщення",
  local: "Локальна",
  federated: "Федеративна",
  directory: "Каталог профілів",
  bookmarks: "Закладки",
  explore: "Огляд",
  settings: "Налаштування",
  about: "Про сервер",
  logout: "Вийти",
  myProfile: "Мій профіль",
  searchLabel: "Пошук",
  searchPlaceholder: "Пошук: @користувач, #тег або >текст",
  searchHint: "@ — пошук облікових записів, # — гештегів, > — тексту в дописах.",
  searchSubmit: "Шукати",
  menu: "Меню",
  tabBar: "Швидкий доступ",
  searchBox: {
    hints: "Шукати",
    people: "Люди",
    tags: "Хештеги",
    text: "Текст у дописах",
    clear: "Очистити пошук",
  },
  moreNav: {
    mutes: "Ігноровані користувачі",
    followRequests: "Запити на підписку",
    customFeeds: "Власні стрічки",
    pendingRequests: "{count} {{|запит на підписку в очікуванні|запиту на підписку в очікуванні|запити на підписку в очікуванні|запитів на підписку в очікуванні|запиту на підписку в очікуванні}}",
  },
  nav: {
    favourites: "Вподобані дописи",
    messages: "Особисті повідомлення",
    groups: "Групи",
    adminAccounts: "Локальні облікові записи",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
