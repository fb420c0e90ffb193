import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Completamento dell’accesso…",
    invalidName: "Questo non è il nome di un server. Scrivi il suo nome, come example.social, o il tuo handle, come @tu@example.social.",
    unknownServer: "Nessun server ha risposto a quel nome. Controlla come è scritto; se è corretto, forse questo client non può collegarsi a quel server.",
    notMastodon: "Quel server non offre un’API compatibile con Mastodon, quindi da qui non puoi accedervi.",
    registrationRefused: "Il server ha rifiutato di registrare questa app, quindi da qui non puoi accedervi.",
    denied: "Non hai permesso a questa app di usare il tuo account. Non è stato cambiato nulla.",
    stateMismatch: "Questa risposta non corrisponde a nessun accesso iniziato qui (forse è vecchia o viene da un’altra pagina). Ricomincia.",
    codeRefused: "Il server non ha accettato l’accesso. Riprova.",
    network: "Impossibile raggiungere il server. Controlla la connessione e riprova.",
    serverSaid: "Il server ha detto: {message}",
    failedTitle: "L’accesso non è stato completato",
    tryAgain: "Riprova",
  },
  switchTo: "Passa a {name} ({handle})",
  add: "Aggiungi un account",
  addTitle: "Aggiungi un account",
  addIntro: "Accedi con un altro account. Resti collegato a quelli che hai e puoi passare dall’uno all’altro dal menu degli account.",
  signOutOf: "Esci da {handle}",
  switchFailed: "Impossibile passare a {handle}: {message}",
  continueAs: "Continua come",
  continueAsName: "Continua come {name} ({handle})",
  switchRefused: "{handle} non ha più l’accesso qui: il suo server ha rifiutato l’accesso salvato, quindi è stato tolto da questo elenco. Accedi di nuovo per usarlo.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
