import type { NamespaceTranslation } from "../partial";

const about = {
  title: "À propos",
  administeredBy: "Administré par",
  technicalInfo: "Informations techniques",
  serverVersion: "Version du serveur : {version}",
  clientVersion: "Version du client web : {version}",
  unknownVersion: "inconnue",
  back: "Retour",
} satisfies NamespaceTranslation<"about">;

export default about;
