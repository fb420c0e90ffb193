import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Про сервер",
  administeredBy: "Адміністратор",
  technicalInfo: "Технічна інформація",
  serverVersion: "Версія сервера: {version}",
  clientVersion: "Версія вебклієнта: {version}",
  unknownVersion: "невідома",
  back: "Назад",
} satisfies NamespaceTranslation<"about">;

export default about;
