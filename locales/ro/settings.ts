import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Setări",

  profileSection: "Profil",
  editProfile: "Editează profilul",
  subscriptionsSection: "Abonamente",
  manageSubscriptions: "Gestionează abonamentele",

  appearanceSection: "Aspect",
  theme: {
    label: "Temă",
    system: "Ca pe acest dispozitiv",
    light: "Luminoasă",
    dark: "Întunecată",
  },
  language: "Limbă",

  postsSection: "Postări",
  contentWarnings: "Ascunde postările sensibile în spatele avertismentelor de conținut",
  ctrlEnter: "Trimite postările cu Ctrl+Enter",
  altTextReminder: "Amintește-mi să descriu imaginile înainte de publicare",
  defaultVisibility: "Vizibilitatea implicită a postărilor",
  visibilityPublic: "Public",
  visibilityFollowers: "Urmăritori",
  visibilitySubscribers: "Abonați",

  authenticationSection: "Autentificare",
  authMethods: "Metodele de conectare ale acestui cont",
  methodPassword: "Parolă",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Schimbă parola",
  newPassword: "Parola nouă",
  confirmPassword: "Repetă parola nouă",
  passwordMismatch: "Parolele nu se potrivesc.",
  passwordChanged: "Parola a fost schimbată",

  exportSection: "Export",
  exportFollows: "Conturi urmărite ({count})",
  exportFollowers: "Urmăritori ({count})",
  download: "Descarcă",
  downloadFollows: "Descarcă lista conturilor urmărite ca CSV",
  downloadFollowers: "Descarcă lista urmăritorilor ca CSV",

  importSection: "Import",
  importFollowsLink: "Importă conturi urmărite",

  migrateSection: "Migrarea contului",
  manageIdentities: "Gestionează identitățile",
  moveFollowersLink: "Mută urmăritorii",

  dangerSection: "Ștergerea contului",
  deleteAccount: "Șterge contul",
  deleteAccountConfirm:
    "Îți ștergi contul? Profilul și postările tale vor fi eliminate. Acțiunea nu poate fi anulată.",
  accountDeleted: "Contul tău a fost șters.",

  experimentsSection: "Experimente",
  experimentsSummary: "Funcții experimentale: se pot schimba sau pot înceta să funcționeze",
  importFollowersLink: "Importă urmăritori",
  conversationNewTab: "Deschide conversațiile într-o filă nouă",


  aliases: {
    title: "Identități",
    explanation:
      "Înainte de a-ți muta urmăritorii de pe alt cont pe acesta, adaugă aici acel cont ca alias. Și celălalt cont trebuie să-l indice pe acesta ca alias.",
    declared: "Aliasuri declarate",
    verified: "Aliasuri verificate",
    verifiedHint: "Și aceste conturi indică acest cont ca alias.",
    unknownAccount: "Profil necunoscut",
    remove: "Elimină aliasul {name}",
    addTitle: "Adaugă un alias",
    address: "Adresă din fediverse",
    addressPlaceholder: "utilizator@example.social",
    add: "Adaugă",
    suggestions: "Mai multe profiluri se potrivesc. Alege unul:",
    userNotFound: "utilizatorul nu a fost găsit",
    alreadyAdded: "utilizatorul este deja în listă",
    added: "Aliasul a fost adăugat",
    removed: "Aliasul a fost eliminat",
    adding: "Se adaugă aliasul…",
    removing: "Se elimină aliasul…",
  },

  move: {
    title: "Mută urmăritorii",
    explanation:
      "Urmăritorii tăi vor urmări în schimb contul de destinație. Mai întâi, contul de destinație trebuie să indice acest cont ca alias.",
    target: "Adresa contului de destinație",
    targetPlaceholder: "utilizator@example.social",
    move: "Mută",
    userNotFound: "utilizatorul nu a fost găsit",
    moved: "Urmăritorii tăi sunt mutați la {address}.",
  },


  imports: {
    followersTitle: "Importă urmăritori",
    followersIntro:
      "Mută urmăritorii de pe unul dintre aliasurile tale pe acest cont. Exportă acolo urmăritorii ca CSV și lipește-i aici.",
    fromActorId: "ID-ul actorului sursă",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Urmăritori (CSV)",
    followsTitle: "Importă conturi urmărite",
    followsIntro: "Urmărește toate conturile dintr-o listă CSV, câte o adresă pe rând. Operațiunea rulează în fundal.",
    followsCsv: "Conturi urmărite (CSV)",
    import: "Importă",
    followersImported: "Urmăritorii au fost importați",
    followsImported: "Conturile vor fi urmărite în curând.",
  },
  shortcuts: {
    enabled: "Comenzi rapide de la tastatură (apasă ? pentru listă)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
