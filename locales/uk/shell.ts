import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Перейти до вмісту",
  mainNav: "Основна навігація",
  home: "Головна",
  notifications: "Сповіщення",
  unreadNotifications:
    "{count} {{|непрочитане сповіщення|непрочитаного сповіщення|непрочитані сповіщення|непрочитаних сповіщень|непрочитаного сповіщення}}",
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
  learnMore: "Докладніше",
  visitorBanner: "Ви переглядаєте сайт як гість.",
  signIn: "Увійти",
  menu: "Меню",
  notFound: "Сторінку не знайдено",
  newPost: "Новий допис",
  tabBar: "Швидкий доступ",
  safety: {
    framed: "З міркувань безпеки Mitra не працює всередині іншого сайту.",
    openInOwnTab: "Відкрити Mitra в окремій вкладці",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
