import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Що у вас нового?",
  home: "Головна",
  local: "Локальна",
  federated: "Федеративна",
  tagTitle: "#{tag}",
  bookmarks: "Закладки",
  customFeed: "Власна стрічка",
  noPosts: "Дописів не знайдено",
  nextPage: "Показати більше дописів",
  loadFailed: "Не вдалося завантажити дописи: {message}",
  welcome: "Вітаємо на {instance}!",
  readOnly: "Ваш обліковий запис доступний лише для читання: ви можете читати дописи, вподобувати їх і додавати до закладок, але не публікувати.",
  browseDirectory: "Переглянути каталог профілів",
  feedNotFound: "Стрічку не знайдено",
  live: {
    newPosts: "{count} {{|новий допис|нові дописи|нові дописи|нових дописів|нового допису}}",
    repostedBy: "Поширили:",
    alsoRepostedBy: "Також поширили:",
  },
  firstRun: {
    intro: "На головній — дописи тих, за ким ви стежите. Поки тут порожньо: підпишіться на кількох людей або почніть із публічних стрічок.",
    local: "дописи всіх на {instance}",
    federated: "публічні дописи з інших серверів, за якими стежать тутешні користувачі",
    suggestions: "За ким стежити",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
