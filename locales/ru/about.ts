import type { NamespaceTranslation } from "../partial";

const about = {
  title: "О сервере",
  administeredBy: "Администратор",
  technicalInfo: "Техническая информация",
  serverVersion: "Версия сервера: {version}",
  clientVersion: "Версия веб-клиента: {version}",
  unknownVersion: "неизвестна",
  back: "Назад",
} satisfies NamespaceTranslation<"about">;

export default about;
