import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Надіслані запити на стеження",
  },
  tracking: {
    follow: "Стежити за розмовою",
    unfollow: "Не стежити за розмовою",
    followed: "Ви отримуватимете сповіщення про кожну відповідь у цій розмові",
    unfollowed: "Ви більше не отримуватимете сповіщень про кожну відповідь у цій розмові",
    removeFromGroup: "Прибрати з групи",
    confirmRemove: "Прибрати цей допис із групи?",
    removed: "Допис прибрано з групи",
  },
  sessions: {
    title: "Сеанси",
    hint: "Де виконано вхід. Завершіть сеанси, яких ви не впізнаєте.",
    current: "Цей сеанс",
    started: "Вхід виконано {date}",
    unknownApp: "Невідомий застосунок",
    end: "Завершити",
    confirmEnd: "Завершити цей сеанс?",
    ended: "Сеанс завершено",
  },
  notifications: {
    policyTitle: "Фільтри сповіщень",
    policyHint: "Задаються сервером за вашими налаштуваннями згадок.",
    forNotFollowing: "Від тих, за ким ви не стежите",
    forNotFollowers: "Від тих, хто не стежить за вами",
    forNewAccounts: "Від облікових записів, створених за останні 30 днів",
    forPrivateMentions: "Особисті повідомлення",
    accept: "Показуються",
    drop: "Приховуються",
  },
  requests: {
    title: "Надіслані запити на стеження",
    none: "Немає запитів на стеження, що очікують",
    cancel: "Скасувати запит",
    cancelLabel: "Скасувати запит на стеження за {name}",
    cancelled: "Запит на стеження скасовано",
    inLists: "У ваших власних стрічках: {lists}",
    inNoLists: "Немає в жодній вашій власній стрічці",
    showLists: "Власні стрічки з цим профілем",
  },
  identity: {
    title: "Прив’язані ідентифікатори",
    remove: "Вилучити",
    removeLabel: "Вилучити {did}",
    confirmRemove: "Вилучити прив’язаний ідентифікатор {did}?",
    removed: "Ідентифікатор вилучено",
  },
  admin: {
    lastLogin: "Останній вхід: {date}",
    neverLoggedIn: "Жодного разу не входив",
    group: "Група",
    title: "Локальні облікові записи",
  },
  accountLists: {
    inList: "У вашій стрічці: {title}",
    none: "Немає в жодній із ваших стрічок",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
