import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Einstellungen",

  profileSection: "Profil",
  editProfile: "Profil bearbeiten",
  subscriptionsSection: "Abonnements",
  manageSubscriptions: "Abonnements verwalten",

  appearanceSection: "Darstellung",
  theme: {
    label: "Design",
    system: "Wie das Gerät",
    light: "Hell",
    dark: "Dunkel",
  },
  language: "Sprache",

  postsSection: "Beiträge",
  contentWarnings: "Heikle Beiträge hinter Inhaltswarnungen verbergen",
  ctrlEnter: "Beiträge mit Strg+Enter senden",
  altTextReminder: "Vor dem Veröffentlichen an Bildbeschreibungen erinnern",
  defaultVisibility: "Standardsichtbarkeit von Beiträgen",
  visibilityPublic: "Öffentlich",
  visibilityFollowers: "Follower",
  visibilitySubscribers: "Abonnenten",

  authenticationSection: "Authentifizierung",
  authMethods: "Anmeldemethoden dieses Kontos",
  methodPassword: "Passwort",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Passwort ändern",
  newPassword: "Neues Passwort",
  confirmPassword: "Neues Passwort wiederholen",
  passwordMismatch: "Die Passwörter stimmen nicht überein.",
  passwordChanged: "Passwort geändert",

  exportSection: "Export",
  exportFollows: "Gefolgte Konten ({count})",
  exportFollowers: "Follower ({count})",
  download: "Herunterladen",
  downloadFollows: "Gefolgte Konten als CSV herunterladen",
  downloadFollowers: "Follower als CSV herunterladen",

  importSection: "Import",
  importFollowsLink: "Gefolgte Konten importieren",

  migrateSection: "Konto umziehen",
  manageIdentities: "Identitäten verwalten",
  moveFollowersLink: "Follower umziehen",

  dangerSection: "Konto löschen",
  deleteAccount: "Konto löschen",
  deleteAccountConfirm: "Dein Konto löschen? Dein Profil und deine Beiträge werden entfernt. Das kann nicht rückgängig gemacht werden.",
  accountDeleted: "Dein Konto wurde gelöscht.",

  experimentsSection: "Experimente",
  experimentsSummary: "Experimentelle Funktionen: Sie können sich ändern oder nicht mehr funktionieren",
  importFollowersLink: "Follower importieren",
  conversationNewTab: "Unterhaltungen in einem neuen Tab öffnen",


  aliases: {
    title: "Identitäten",
    explanation:
      "Bevor du deine Follower von einem anderen Konto zu diesem umziehen kannst, trage das andere Konto hier als Alias ein. Das andere Konto muss dieses Konto ebenfalls als Alias angeben.",
    declared: "Angegebene Aliasse",
    verified: "Bestätigte Aliasse",
    verifiedHint: "Diese Konten geben dieses Konto ebenfalls als Alias an.",
    unknownAccount: "Unbekanntes Profil",
    remove: "Alias {name} entfernen",
    addTitle: "Alias hinzufügen",
    address: "Fediverse-Adresse",
    addressPlaceholder: "user@example.social",
    add: "Hinzufügen",
    suggestions: "Mehrere Profile passen. Wähle eines aus:",
    userNotFound: "Konto nicht gefunden",
    alreadyAdded: "Konto ist bereits in der Liste",
    added: "Alias hinzugefügt",
    removed: "Alias entfernt",
    adding: "Alias wird hinzugefügt…",
    removing: "Alias wird entfernt…",
  },

  move: {
    title: "Follower umziehen",
    explanation:
      "Deine Follower folgen dann stattdessen dem Zielkonto. Das Zielkonto muss dieses Konto vorher als Alias angeben.",
    target: "Adresse des Zielkontos",
    targetPlaceholder: "user@example.social",
    move: "Umziehen",
    userNotFound: "Konto nicht gefunden",
    moved: "Deine Follower werden zu {address} umgezogen.",
  },


  imports: {
    followersTitle: "Follower importieren",
    followersIntro:
      "Ziehe Follower von einem deiner Aliasse zu diesem Konto um. Exportiere die Follower dort als CSV und füge sie hier ein.",
    fromActorId: "Akteur-ID des Quellkontos",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Follower (CSV)",
    followsTitle: "Gefolgte Konten importieren",
    followsIntro: "Folge allen Konten aus einer CSV-Liste, eine Adresse pro Zeile. Das geschieht im Hintergrund.",
    followsCsv: "Gefolgte Konten (CSV)",
    import: "Importieren",
    followersImported: "Follower importiert",
    followsImported: "Den Konten wird in Kürze gefolgt.",
  },
  shortcuts: {
    enabled: "Tastenkürzel (? zeigt die Liste)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
