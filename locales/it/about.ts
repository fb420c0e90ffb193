import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Informazioni",
  administeredBy: "Amministrato da",
  technicalInfo: "Informazioni tecniche",
  serverVersion: "Versione del server: {version}",
  clientVersion: "Versione del client web: {version}",
  unknownVersion: "sconosciuta",
  back: "Indietro",
} satisfies NamespaceTranslation<"about">;

export default about;
