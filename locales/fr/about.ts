import type { NamespaceTranslation } from "../partial";

const about = {
  title: "À propos",
  administeredBy: "Administré par",
  technicalInfo: "Informations techniques",
  serverVersion: "Version du serveur : {version}",
  clientVersion: "Version du client web : {version}",
  unknownVersion: "inconnue",
  back: "Retour",
  instance: {
    blockedTitle: "Serveurs bloqués",
    noneBlocked: "Ce serveur ne bloque aucun autre serveur.",
    reason: "Motif : {comment}",
    activeUsers: "Utilisateurs actifs ce mois-ci : {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
