import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Ustawienia",

  profileSection: "Profil",
  editProfile: "Edytuj profil",
  subscriptionsSection: "Subskrypcje",
  manageSubscriptions: "Zarządzaj subskrypcjami",

  appearanceSection: "Wygląd",
  theme: {
    label: "Motyw",
    system: "Jak w urządzeniu",
    light: "Jasny",
    dark: "Ciemny",
  },
  language: "Język",

  postsSection: "Wpisy",
  contentWarnings: "Ukrywaj wrażliwe wpisy za ostrzeżeniami o treści",
  ctrlEnter: "Wysyłaj wpisy za pomocą Ctrl+Enter",
  altTextReminder: "Przypominaj o opisaniu obrazów przed publikacją",
  defaultVisibility: "Domyślna widoczność wpisów",
  visibilityPublic: "Publiczny",
  visibilityFollowers: "Dla obserwujących",
  visibilitySubscribers: "Dla subskrybentów",

  authenticationSection: "Uwierzytelnianie",
  authMethods: "Metody logowania na to konto",
  methodPassword: "Hasło",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Zmień hasło",
  newPassword: "Nowe hasło",
  confirmPassword: "Powtórz nowe hasło",
  passwordMismatch: "Hasła nie są zgodne.",
  passwordChanged: "Zmieniono hasło",

  exportSection: "Eksport",
  exportFollows: "Obserwowani ({count})",
  exportFollowers: "Obserwujący ({count})",
  download: "Pobierz",
  downloadFollows: "Pobierz obserwowanych jako CSV",
  downloadFollowers: "Pobierz obserwujących jako CSV",

  importSection: "Import",
  importFollowsLink: "Importuj obserwowanych",

  migrateSection: "Migracja konta",
  manageIdentities: "Zarządzaj aliasami",
  moveFollowersLink: "Przenieś obserwujących",

  dangerSection: "Usuwanie konta",
  deleteAccount: "Usuń konto",
  deleteAccountConfirm: "Usunąć Twoje konto? Twój profil i wpisy zostaną usunięte. Tej operacji nie można cofnąć.",
  accountDeleted: "Twoje konto zostało usunięte.",

  experimentsSection: "Eksperymenty",
  experimentsSummary: "Funkcje eksperymentalne: mogą się zmienić lub przestać działać",
  importFollowersLink: "Importuj obserwujących",
  conversationNewTab: "Otwieraj rozmowy w nowej karcie",


  aliases: {
    title: "Aliasy",
    explanation:
      "Zanim przeniesiesz obserwujących z innego konta na to, dodaj tamto konto tutaj jako alias. Tamto konto również musi wskazać to konto jako swój alias.",
    declared: "Zadeklarowane aliasy",
    verified: "Zweryfikowane aliasy",
    verifiedHint: "Te konta również wskazują to konto jako swój alias.",
    unknownAccount: "Nieznany profil",
    remove: "Usuń alias {name}",
    addTitle: "Dodaj alias",
    address: "Adres w fediwersum",
    addressPlaceholder: "user@example.social",
    add: "Dodaj",
    suggestions: "Pasuje kilka profili. Wybierz jeden:",
    userNotFound: "nie znaleziono użytkownika",
    alreadyAdded: "użytkownik jest już na liście",
    added: "Dodano alias",
    removed: "Usunięto alias",
    adding: "Dodawanie aliasu…",
    removing: "Usuwanie aliasu…",
  },

  move: {
    title: "Przenoszenie obserwujących",
    explanation:
      "Twoi obserwujący zaczną obserwować konto docelowe zamiast tego. Konto docelowe musi najpierw wskazać to konto jako alias.",
    target: "Adres konta docelowego",
    targetPlaceholder: "user@example.social",
    move: "Przenieś",
    userNotFound: "nie znaleziono użytkownika",
    moved: "Twoi obserwujący są przenoszeni na {address}.",
  },


  imports: {
    followersTitle: "Importuj obserwujących",
    followersIntro:
      "Przenieś obserwujących z jednego ze swoich aliasów na to konto. Wyeksportuj tam obserwujących jako CSV i wklej ich tutaj.",
    fromActorId: "ID aktora źródłowego",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Obserwujący (CSV)",
    followsTitle: "Importuj obserwowanych",
    followsIntro: "Zacznij obserwować każde konto z listy CSV (jeden adres w wierszu). Import odbywa się w tle.",
    followsCsv: "Obserwowani (CSV)",
    import: "Importuj",
    followersImported: "Zaimportowano obserwujących",
    followsImported: "Wkrótce zaczniesz obserwować te konta.",
  },
  shortcuts: {
    enabled: "Skróty klawiszowe (naciśnij ?, aby zobaczyć listę)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
