import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Что нового?",
  home: "Главная",
  local: "Локальная",
  federated: "Федеративная",
  tagTitle: "#{tag}",
  bookmarks: "Закладки",
  customFeed: "Пользовательская лента",
  noPosts: "Посты не найдены",
  nextPage: "Показать ещё посты",
  loadFailed: "Не удалось загрузить посты: {message}",
  welcome: "Добро пожаловать на {instance}!",
  readOnly: "Ваш аккаунт доступен только для чтения: вы можете просматривать посты, ставить лайки и добавлять в закладки, но не можете публиковать.",
  browseDirectory: "Открыть каталог профилей",
  feedNotFound: "Лента не найдена",
  live: {
    newPosts: "{count} {{|новый пост|новых поста|новых поста|новых постов|нового поста}}",
    repostedBy: "Репост сделали:",
    alsoRepostedBy: "Также репост сделали:",
  },
  firstRun: {
    intro: "На главной — посты тех, на кого вы подписаны. Пока здесь пусто: подпишитесь на несколько человек или начните с публичных лент.",
    local: "посты всех пользователей {instance}",
    federated: "публичные посты с других серверов, на которые подписаны здешние пользователи",
    suggestions: "На кого подписаться",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
