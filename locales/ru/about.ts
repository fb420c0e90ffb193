import type { NamespaceTranslation } from "../partial";

const about = {
  title: "О сервере",
  administeredBy: "Администратор",
  technicalInfo: "Техническая информация",
  serverVersion: "Версия сервера: {version}",
  clientVersion: "Версия веб-клиента: {version}",
  unknownVersion: "неизвестна",
  back: "Назад",
  instance: {
    blockedTitle: "Заблокированные серверы",
    noneBlocked: "Этот сервер не блокирует другие серверы.",
    reason: "Причина: {comment}",
    activeUsers: "Активных пользователей за месяц: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
