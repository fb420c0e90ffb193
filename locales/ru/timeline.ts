import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Что нового?",
  home: "Главная",
  local: "Локальная",
  federated: "Федеративная",
  tagTitle: "#{tag}",
  bookmarks: "Закладки",
  customFeed: "Пользовательская лента",
  posts: "Посты",
  noPosts: "Посты не найдены",
  nextPage: "Показать ещё посты",
  loadFailed: "Не удалось загрузить посты: {message}",
  welcome: "Добро пожаловать на {instance}!",
  readOnly: "Ваш аккаунт доступен только для чтения: вы можете просматривать посты, ставить лайки и добавлять в закладки, но не можете публиковать.",
  browseDirectory: "Открыть каталог профилей",
  feedNotFound: "Лента не найдена",
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
