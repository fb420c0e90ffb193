import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Impostazioni",

  profileSection: "Profilo",
  editProfile: "Modifica profilo",
  subscriptionsSection: "Abbonamenti",
  manageSubscriptions: "Gestisci abbonamenti",

  appearanceSection: "Aspetto",
  theme: {
    label: "Tema",
    system: "Come il dispositivo",
    light: "Chiaro",
    dark: "Scuro",
  },
  language: "Lingua",

  postsSection: "Post",
  contentWarnings: "Nascondi i post sensibili dietro avvisi sul contenuto",
  ctrlEnter: "Invia i post con Ctrl+Invio",
  altTextReminder: "Ricordami di descrivere le immagini prima di pubblicare",
  defaultVisibility: "Visibilità predefinita dei post",
  visibilityPublic: "Pubblico",
  visibilityFollowers: "Follower",
  visibilitySubscribers: "Abbonati",

  authenticationSection: "Autenticazione",
  authMethods: "Metodi di accesso di questo account",
  methodPassword: "Password",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Cambia password",
  newPassword: "Nuova password",
  confirmPassword: "Ripeti la nuova password",
  passwordMismatch: "Le password non corrispondono.",
  passwordChanged: "Password cambiata",

  exportSection: "Esportazione",
  exportFollows: "Account seguiti ({count})",
  exportFollowers: "Follower ({count})",
  download: "Scarica",
  downloadFollows: "Scarica gli account seguiti in formato CSV",
  downloadFollowers: "Scarica i follower in formato CSV",

  importSection: "Importazione",
  importFollowsLink: "Importa account seguiti",

  migrateSection: "Migra account",
  manageIdentities: "Gestisci identità",
  moveFollowersLink: "Trasferisci follower",

  dangerSection: "Elimina account",
  deleteAccount: "Elimina account",
  deleteAccountConfirm: "Eliminare il tuo account? Il profilo e i post verranno rimossi. L’operazione non può essere annullata.",
  accountDeleted: "Il tuo account è stato eliminato.",

  experimentsSection: "Sperimentali",
  experimentsSummary: "Funzioni sperimentali: potrebbero cambiare o smettere di funzionare",
  importFollowersLink: "Importa follower",
  conversationNewTab: "Apri le conversazioni in una nuova scheda",


  aliases: {
    title: "Identità",
    explanation:
      "Prima di poter trasferire i follower da un altro account a questo, aggiungi qui quell’account come alias. Anche l’altro account deve indicare questo come alias.",
    declared: "Alias dichiarati",
    verified: "Alias verificati",
    verifiedHint: "Anche questi account indicano questo account come alias.",
    unknownAccount: "Profilo sconosciuto",
    remove: "Rimuovi alias {name}",
    addTitle: "Aggiungi alias",
    address: "Indirizzo del fediverso",
    addressPlaceholder: "user@example.social",
    add: "Aggiungi",
    suggestions: "Corrispondono più profili. Scegline uno:",
    userNotFound: "utente non trovato",
    alreadyAdded: "l’utente è già nell’elenco",
    added: "Alias aggiunto",
    removed: "Alias rimosso",
    adding: "Aggiunta dell’alias…",
    removing: "Rimozione dell’alias…",
  },

  move: {
    title: "Trasferisci follower",
    explanation:
      "I tuoi follower seguiranno invece l’account di destinazione. L’account di destinazione deve prima indicare questo account come alias.",
    target: "Indirizzo dell’account di destinazione",
    targetPlaceholder: "user@example.social",
    move: "Trasferisci",
    userNotFound: "utente non trovato",
    moved: "I tuoi follower vengono trasferiti a {address}.",
  },


  imports: {
    followersTitle: "Importa follower",
    followersIntro:
      "Trasferisci su questo account i follower di uno dei tuoi alias. Esporta lì i follower in formato CSV e incollali qui.",
    fromActorId: "ID dell’attore di origine",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Follower (CSV)",
    followsTitle: "Importa account seguiti",
    followsIntro: "Segui tutti gli account di un elenco CSV, un indirizzo per riga. L’operazione avviene in background.",
    followsCsv: "Account seguiti (CSV)",
    import: "Importa",
    followersImported: "Follower importati",
    followsImported: "A breve inizierai a seguire gli account.",
  },
  shortcuts: {
    enabled: "Scorciatoie da tastiera (premi ? per l’elenco)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
