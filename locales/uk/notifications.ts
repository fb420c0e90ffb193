import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Сповіщення",
  followed: "підписався(-лася) на вас",
  followRequest: "хоче підписатися на вас",
  mentioned: "згадав(-ла) вас",
  replied: "відповів(-ла) на ваш допис",
  liked: "вподобав(-ла) ваш допис",
  reacted: "відреагував(-ла) на ваш допис",
  reactedWith: "відреагував(-ла): {emoji}",
  reposted: "поширив(-ла) ваш допис",
  subscribed: "оплатив(-ла) передплату",
  subscriptionExpired: "— передплата закінчилася",
  subscriberLeft: "більше не ваш передплатник",
  moved: "переїхав(-ла) на інший сервер",
  signedUp: "зареєструвався(-лася)",
  moderationWarning: "надіслав(-ла) вам попередження модератора",
  paymentAnonymous: "отримав(-ла) анонімний платіж",
  unknown: "надіслав(-ла) вам сповіщення",
  viewFollowRequests: "Переглянути запити на підписку",
  dismiss: "Приховати сповіщення",
  dismissed: "Сповіщення приховано.",
  showMore: "Показати більше сповіщень",
  loadingMore: "Завантаження…",
  empty: "Сповіщень ще немає.",
  newSince: "Нове",
  tools: {
    markRead: "Позначити все як прочитане",
    marked: "Усі сповіщення позначено як прочитані",
    clear: "Очистити все",
    confirmClear: "Видалити всі ваші сповіщення? Це не можна скасувати.",
    cleared: "Сповіщення видалено",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
