import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Informazioni",
  administeredBy: "Amministrato da",
  technicalInfo: "Informazioni tecniche",
  serverVersion: "Versione del server: {version}",
  clientVersion: "Versione del client web: {version}",
  unknownVersion: "sconosciuta",
  back: "Indietro",
  instance: {
    blockedTitle: "Server bloccati",
    noneBlocked: "Questo server non blocca altri server.",
    reason: "Motivo: {comment}",
    activeUsers: "Utenti attivi questo mese: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
