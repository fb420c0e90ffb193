import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Über",
  administeredBy: "Verwaltet von",
  technicalInfo: "Technische Informationen",
  serverVersion: "Serverversion: {version}",
  clientVersion: "Version des Web-Clients: {version}",
  unknownVersion: "unbekannt",
  back: "Zurück",
  instance: {
    blockedTitle: "Blockierte Server",
    noneBlocked: "Dieser Server blockiert keine anderen Server.",
    reason: "Grund: {comment}",
    activeUsers: "Aktive Nutzer in diesem Monat: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
