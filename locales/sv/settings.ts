import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Inställningar",

  profileSection: "Profil",
  editProfile: "Redigera profil",
  subscriptionsSection: "Prenumerationer",
  manageSubscriptions: "Hantera prenumerationer",

  appearanceSection: "Utseende",
  theme: {
    label: "Tema",
    system: "Som enheten",
    light: "Ljust",
    dark: "Mörkt",
  },
  language: "Språk",

  postsSection: "Inlägg",
  contentWarnings: "Dölj känsliga inlägg bakom innehållsvarningar",
  ctrlEnter: "Skicka inlägg med Ctrl+Enter",
  altTextReminder: "Påminn mig om att beskriva bilder innan jag publicerar",
  defaultVisibility: "Standardsynlighet för inlägg",
  visibilityPublic: "Offentligt",
  visibilityFollowers: "Följare",
  visibilitySubscribers: "Prenumeranter",

  authenticationSection: "Autentisering",
  authMethods: "Inloggningsmetoder för det här kontot",
  methodPassword: "Lösenord",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Byt lösenord",
  newPassword: "Nytt lösenord",
  confirmPassword: "Upprepa det nya lösenordet",
  passwordMismatch: "Lösenorden matchar inte.",
  passwordChanged: "Lösenordet har bytts",

  exportSection: "Export",
  exportFollows: "Följda konton ({count})",
  exportFollowers: "Följare ({count})",
  download: "Ladda ned",
  downloadFollows: "Ladda ned följda konton som CSV",
  downloadFollowers: "Ladda ned följare som CSV",

  importSection: "Import",
  importFollowsLink: "Importera följda konton",

  migrateSection: "Flytta konto",
  manageIdentities: "Hantera identiteter",
  moveFollowersLink: "Flytta följare",

  dangerSection: "Radera konto",
  deleteAccount: "Radera konto",
  deleteAccountConfirm: "Radera ditt konto? Din profil och dina inlägg tas bort. Det går inte att ångra.",
  accountDeleted: "Ditt konto har raderats.",

  experimentsSection: "Experiment",
  experimentsSummary: "Experimentella funktioner: de kan ändras eller sluta fungera",
  importFollowersLink: "Importera följare",
  conversationNewTab: "Öppna konversationer i en ny flik",


  aliases: {
    title: "Identiteter",
    explanation:
      "Innan du kan flytta dina följare från ett annat konto till det här måste du ange det kontot här som alias. Det andra kontot måste också ange det här kontot som alias.",
    declared: "Angivna alias",
    verified: "Verifierade alias",
    verifiedHint: "De här kontona anger också det här kontot som alias.",
    unknownAccount: "Okänd profil",
    remove: "Ta bort aliaset {name}",
    addTitle: "Lägg till alias",
    address: "Fediverse-adress",
    addressPlaceholder: "user@example.social",
    add: "Lägg till",
    suggestions: "Flera profiler matchar. Välj en:",
    userNotFound: "användaren hittades inte",
    alreadyAdded: "användaren finns redan i listan",
    added: "Aliaset har lagts till",
    removed: "Aliaset har tagits bort",
    adding: "Lägger till aliaset…",
    removing: "Tar bort aliaset…",
  },

  move: {
    title: "Flytta följare",
    explanation:
      "Dina följare kommer att följa målkontot i stället. Målkontot måste först ange det här kontot som alias.",
    target: "Målkontots adress",
    targetPlaceholder: "user@example.social",
    move: "Flytta",
    userNotFound: "användaren hittades inte",
    moved: "Dina följare flyttas till {address}.",
  },


  imports: {
    followersTitle: "Importera följare",
    followersIntro:
      "Flytta följare från ett av dina alias till det här kontot. Exportera följarna som CSV där och klistra in dem här.",
    fromActorId: "Källans aktörs-ID",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Följare (CSV)",
    followsTitle: "Importera följda konton",
    followsIntro: "Följ alla konton i en CSV-lista, en adress per rad. Det sker i bakgrunden.",
    followsCsv: "Följda konton (CSV)",
    import: "Importera",
    followersImported: "Följarna har importerats",
    followsImported: "Kontona kommer att följas inom kort.",
  },
  shortcuts: {
    enabled: "Kortkommandon (tryck ? för att se listan)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
