import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Основная навигация",
  home: "Главная",
  notifications: "Уведомления",
  local: "Локальная",
  federated: "Федеративная",
  directory: "Каталог профилей",
  bookmarks: "Закладки",
  explore: "Обзор",
  settings: "Настройки",
  about: "О сервере",
  logout: "Выйти",
  myProfile: "Мой профиль",
  searchLabel: "Поиск",
  searchPlaceholder: "Поиск: @пользователь, #тег или >текст",
  searchHint: "@ — поиск аккаунтов, # — хештегов, > — текста в постах.",
  searchSubmit: "Найти",
  menu: "Меню",
  tabBar: "Быстрый доступ",
  searchBox: {
    hints: "Искать",
    people: "Люди",
    tags: "Хештеги",
    text: "Текст в постах",
    clear: "Очистить поиск",
  },
  moreNav: {
    mutes: "Игнорируемые пользователи",
    followRequests: "Запросы на чтение",
    customFeeds: "Пользовательские ленты",
    pendingRequests: "{count} {{|ожидающий запрос на чтение|ожидающего запроса на чтение|ожидающих запроса на чтение|ожидающих запросов на чтение|ожидающего запроса на чтение}}",
  },
  nav: {
    favourites: "Понравившиеся посты",
    messages: "Личные сообщения",
    groups: "Группы",
    adminAccounts: "Локальные аккаунты",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
