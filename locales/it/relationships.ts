import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Richieste di follow",
  noFollowRequests: "Nessuna richiesta di follow.",
  showMoreRequests: "Mostra altre richieste",
  accept: "Accetta",
  reject: "Rifiuta",
  acceptLabel: "Accetta la richiesta di follow di {name}",
  rejectLabel: "Rifiuta la richiesta di follow di {name}",
  accepted: "Richiesta di follow di {name} accettata.",
  rejected: "Richiesta di follow di {name} rifiutata.",
  mutesTitle: "Utenti silenziati",
  noMutes: "Non hai silenziato nessuno.",
  showMoreUsers: "Mostra altri utenti",
  directoryTitle: "Elenco dei profili",
  noProfiles: "Nessun profilo trovato.",
  showMoreProfiles: "Mostra altri profili",
  postCount: "{count} post",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
