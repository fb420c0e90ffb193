import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Instellingen",

  profileSection: "Profiel",
  editProfile: "Profiel bewerken",
  subscriptionsSection: "Abonnementen",
  manageSubscriptions: "Abonnementen beheren",

  appearanceSection: "Weergave",
  theme: {
    label: "Thema",
    system: "Zoals dit apparaat",
    light: "Licht",
    dark: "Donker",
  },
  language: "Taal",

  postsSection: "Berichten",
  contentWarnings: "Gevoelige berichten verbergen achter inhoudswaarschuwingen",
  ctrlEnter: "Berichten versturen met Ctrl+Enter",
  altTextReminder: "Herinner me eraan afbeeldingen te beschrijven voor het publiceren",
  defaultVisibility: "Standaardzichtbaarheid van berichten",
  visibilityPublic: "Openbaar",
  visibilityFollowers: "Volgers",
  visibilitySubscribers: "Abonnees",

  authenticationSection: "Authenticatie",
  authMethods: "Inlogmethoden van dit account",
  methodPassword: "Wachtwoord",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Wachtwoord wijzigen",
  newPassword: "Nieuw wachtwoord",
  confirmPassword: "Herhaal het nieuwe wachtwoord",
  passwordMismatch: "De wachtwoorden komen niet overeen.",
  passwordChanged: "Wachtwoord gewijzigd",

  exportSection: "Exporteren",
  exportFollows: "Gevolgde accounts ({count})",
  exportFollowers: "Volgers ({count})",
  download: "Downloaden",
  downloadFollows: "Gevolgde accounts downloaden als CSV",
  downloadFollowers: "Volgers downloaden als CSV",

  importSection: "Importeren",
  importFollowsLink: "Gevolgde accounts importeren",

  migrateSection: "Account verhuizen",
  manageIdentities: "Identiteiten beheren",
  moveFollowersLink: "Volgers verhuizen",

  dangerSection: "Account verwijderen",
  deleteAccount: "Account verwijderen",
  deleteAccountConfirm: "Je account verwijderen? Je profiel en berichten worden verwijderd. Dit kan niet ongedaan worden gemaakt.",
  accountDeleted: "Je account is verwijderd.",

  experimentsSection: "Experimenten",
  experimentsSummary: "Experimentele functies: ze kunnen veranderen of niet meer werken",
  importFollowersLink: "Volgers importeren",
  conversationNewTab: "Gesprekken openen in een nieuw tabblad",


  aliases: {
    title: "Identiteiten",
    explanation:
      "Voordat je je volgers van een ander account naar dit account kunt verhuizen, moet je dat account hier als alias opgeven. Het andere account moet dit account ook als alias opgeven.",
    declared: "Opgegeven aliassen",
    verified: "Geverifieerde aliassen",
    verifiedHint: "Deze accounts geven dit account ook als alias op.",
    unknownAccount: "Onbekend profiel",
    remove: "Alias {name} verwijderen",
    addTitle: "Alias toevoegen",
    address: "Fediverse-adres",
    addressPlaceholder: "user@example.social",
    add: "Toevoegen",
    suggestions: "Meerdere profielen komen overeen. Kies er een:",
    userNotFound: "gebruiker niet gevonden",
    alreadyAdded: "gebruiker staat al in de lijst",
    added: "Alias toegevoegd",
    removed: "Alias verwijderd",
    adding: "Alias wordt toegevoegd…",
    removing: "Alias wordt verwijderd…",
  },

  move: {
    title: "Volgers verhuizen",
    explanation:
      "Je volgers gaan in plaats daarvan het doelaccount volgen. Het doelaccount moet dit account eerst als alias opgeven.",
    target: "Adres van het doelaccount",
    targetPlaceholder: "user@example.social",
    move: "Verhuizen",
    userNotFound: "gebruiker niet gevonden",
    moved: "Je volgers worden verhuisd naar {address}.",
  },


  imports: {
    followersTitle: "Volgers importeren",
    followersIntro:
      "Verhuis volgers van een van je aliassen naar dit account. Exporteer de volgers daar als CSV en plak ze hier.",
    fromActorId: "Actor-ID van de bron",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Volgers (CSV)",
    followsTitle: "Gevolgde accounts importeren",
    followsIntro: "Volg alle accounts uit een CSV-lijst, één adres per regel. Dit gebeurt op de achtergrond.",
    followsCsv: "Gevolgde accounts (CSV)",
    import: "Importeren",
    followersImported: "Volgers geïmporteerd",
    followsImported: "De accounts worden binnenkort gevolgd.",
  },
  shortcuts: {
    enabled: "Sneltoetsen (druk op ? voor de lijst)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
