import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Отправленные запросы на подписку",
  },
  tracking: {
    follow: "Следить за обсуждением",
    unfollow: "Не следить за обсуждением",
    followed: "Вы будете получать уведомления о каждом ответе в этом обсуждении",
    unfollowed: "Вы больше не будете получать уведомления о каждом ответе в этом обсуждении",
    removeFromGroup: "Убрать из группы",
    confirmRemove: "Убрать этот пост из группы?",
    removed: "Пост убран из группы",
  },
  sessions: {
    title: "Сеансы",
    hint: "Где выполнен вход. Завершите сеансы, которые вы не узнаёте.",
    current: "Этот сеанс",
    started: "Вход выполнен {date}",
    unknownApp: "Неизвестное приложение",
    end: "Завершить",
    confirmEnd: "Завершить этот сеанс?",
    ended: "Сеанс завершён",
  },
  notifications: {
    policyTitle: "Фильтры уведомлений",
    policyHint: "Задаются сервером по вашим настройкам упоминаний.",
    forNotFollowing: "От тех, на кого вы не подписаны",
    forNotFollowers: "От тех, кто не подписан на вас",
    forNewAccounts: "От аккаунтов, созданных за последние 30 дней",
    forPrivateMentions: "Личные сообщения",
    accept: "Показываются",
    drop: "Скрываются",
  },
  requests: {
    title: "Отправленные запросы на подписку",
    none: "Нет ожидающих запросов на подписку",
    cancel: "Отменить запрос",
    cancelLabel: "Отменить запрос на подписку на {name}",
    cancelled: "Запрос на подписку отменён",
    inLists: "В ваших пользовательских лентах: {lists}",
    inNoLists: "Нет ни в одной вашей пользовательской ленте",
    showLists: "Пользовательские ленты с этим профилем",
  },
  identity: {
    title: "Привязанные идентификаторы",
    remove: "Удалить",
    removeLabel: "Удалить {did}",
    confirmRemove: "Удалить привязанный идентификатор {did}?",
    removed: "Идентификатор удалён",
  },
  admin: {
    lastLogin: "Последний вход: {date}",
    neverLoggedIn: "Ни разу не входил",
    group: "Группа",
    title: "Локальные аккаунты",
  },
  accountLists: {
    inList: "В вашей ленте: {title}",
    none: "Нет ни в одной из ваших лент",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
