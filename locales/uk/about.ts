import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Про сервер",
  administeredBy: "Адміністратор",
  technicalInfo: "Технічна інформація",
  serverVersion: "Версія сервера: {version}",
  clientVersion: "Версія вебклієнта: {version}",
  unknownVersion: "невідома",
  back: "Назад",
  instance: {
    blockedTitle: "Заблоковані сервери",
    noneBlocked: "Цей сервер не блокує інших серверів.",
    reason: "Причина: {comment}",
    activeUsers: "Активних користувачів цього місяця: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
