import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Уведомления",
  followed: "теперь читает вас",
  followRequest: "хочет читать вас",
  mentioned: "упомянул(а) вас",
  replied: "ответил(а) на ваш пост",
  liked: "оценил(а) ваш пост",
  reacted: "отреагировал(а) на ваш пост",
  reactedWith: "отреагировал(а): {emoji}",
  reposted: "сделал(а) репост вашего поста",
  subscribed: "оплатил(а) подписку",
  subscriptionExpired: "— подписка истекла",
  subscriberLeft: "больше не ваш подписчик",
  moved: "переехал(а) на другой сервер",
  signedUp: "зарегистрировался(-ась)",
  moderationWarning: "отправил(а) вам предупреждение модератора",
  paymentAnonymous: "получил(а) анонимный платёж",
  unknown: "отправил(а) вам уведомление",
  viewFollowRequests: "Посмотреть запросы на чтение",
  dismiss: "Скрыть уведомление",
  dismissed: "Уведомление скрыто.",
  showMore: "Показать ещё уведомления",
  loadingMore: "Загрузка…",
  empty: "Уведомлений пока нет.",
  newSince: "Новое",
  tools: {
    markRead: "Отметить все как прочитанные",
    marked: "Все уведомления отмечены как прочитанные",
    clear: "Очистить все",
    confirmClear: "Удалить все ваши уведомления? Это нельзя отменить.",
    cleared: "Уведомления удалены",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
