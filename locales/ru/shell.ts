import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Перейти к содержимому",
  mainNav: "Основная навигация",
  home: "Главная",
  notifications: "Уведомления",
  unreadNotifications:
    "{count} {{|непрочитанное уведомление|непрочитанного уведомления|непрочитанных уведомления|непрочитанных уведомлений|непрочитанного уведомления}}",
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
  learnMore: "Подробнее",
  visitorBanner: "Вы просматриваете сайт как гость.",
  signIn: "Войти",
  menu: "Меню",
  notFound: "Страница не найдена",
  newPost: "Новый пост",
  tabBar: "Быстрый доступ",
  safety: {
    framed: "В целях вашей безопасности Mitra не работает внутри другого сайта.",
    openInOwnTab: "Открыть Mitra в отдельной вкладке",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
