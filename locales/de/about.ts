import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Über",
  administeredBy: "Verwaltet von",
  technicalInfo: "Technische Informationen",
  serverVersion: "Serverversion: {version}",
  clientVersion: "Version des Web-Clients: {version}",
  unknownVersion: "unbekannt",
  back: "Zurück",
} satisfies NamespaceTranslation<"about">;

export default about;
