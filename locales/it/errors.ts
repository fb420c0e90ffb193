import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Impossibile raggiungere il server. Controlla la connessione e riprova.",
  requestTooLarge: "Il corpo della richiesta è troppo grande.",
  unknown: "Qualcosa è andato storto. Riprova.",
  sessionExpired: "La sessione è scaduta. Accedi di nuovo.",
  notAuthenticated: "Devi prima accedere.",
  tooManyRequests: "Troppe richieste. Attendi un momento e riprova.",
  permission: "Non hai il permesso di farlo.",
  loadFailed: "Impossibile caricare questa pagina: {message}",
  appFailed: "Impossibile avviare l’app: {message}",
  servers: {
    profileNotSaved: "Il server non ha salvato il profilo: l’account restituito non mostra la modifica.",
  },
  configNotSaved:
    "Le impostazioni sono salvate su questo dispositivo e verranno salvate nel tuo account quando il server risponderà. Non ancora salvate: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
