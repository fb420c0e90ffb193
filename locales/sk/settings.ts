import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Nastavenia",

  profileSection: "Profil",
  editProfile: "Upraviť profil",
  subscriptionsSection: "Predplatné",
  manageSubscriptions: "Spravovať predplatné",

  appearanceSection: "Vzhľad",
  theme: {
    label: "Motív",
    system: "Podľa zariadenia",
    light: "Svetlý",
    dark: "Tmavý",
  },
  language: "Jazyk",

  postsSection: "Príspevky",
  contentWarnings: "Skrývať citlivé príspevky za varovaním o obsahu",
  ctrlEnter: "Odosielať príspevky pomocou Ctrl+Enter",
  altTextReminder: "Pred zverejnením mi pripomenúť popis obrázkov",
  defaultVisibility: "Predvolená viditeľnosť príspevkov",
  visibilityPublic: "Verejné",
  visibilityFollowers: "Sledujúci",
  visibilitySubscribers: "Predplatitelia",

  authenticationSection: "Prihlasovanie",
  authMethods: "Spôsoby prihlásenia do tohto účtu",
  methodPassword: "Heslo",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Zmeniť heslo",
  newPassword: "Nové heslo",
  confirmPassword: "Zopakujte nové heslo",
  passwordMismatch: "Heslá sa nezhodujú.",
  passwordChanged: "Heslo bolo zmenené",

  exportSection: "Export",
  exportFollows: "Sledovaní ({count})",
  exportFollowers: "Sledujúci ({count})",
  download: "Stiahnuť",
  downloadFollows: "Stiahnuť sledovaných ako CSV",
  downloadFollowers: "Stiahnuť sledujúcich ako CSV",

  importSection: "Import",
  importFollowsLink: "Importovať sledovaných",

  migrateSection: "Presun účtu",
  manageIdentities: "Spravovať identity",
  moveFollowersLink: "Presunúť sledujúcich",

  dangerSection: "Vymazanie účtu",
  deleteAccount: "Vymazať účet",
  deleteAccountConfirm: "Vymazať váš účet? Váš profil aj príspevky budú odstránené. Túto akciu nie je možné vrátiť.",
  accountDeleted: "Váš účet bol vymazaný.",

  experimentsSection: "Experimenty",
  experimentsSummary: "Experimentálne funkcie: môžu sa zmeniť alebo prestať fungovať",
  importFollowersLink: "Importovať sledujúcich",
  conversationNewTab: "Otvárať konverzácie na novej karte",


  aliases: {
    title: "Identity",
    explanation:
      "Skôr než budete môcť presunúť sledujúcich z iného účtu na tento, uveďte tu ten účet ako alias. Druhý účet musí tiež uviesť tento účet ako svoj alias.",
    declared: "Deklarované aliasy",
    verified: "Overené aliasy",
    verifiedHint: "Tieto účty tiež uvádzajú tento účet ako svoj alias.",
    unknownAccount: "Neznámy profil",
    remove: "Odstrániť alias {name}",
    addTitle: "Pridať alias",
    address: "Adresa vo fediverse",
    addressPlaceholder: "user@example.social",
    add: "Pridať",
    suggestions: "Zhoduje sa viac profilov. Vyberte jeden:",
    userNotFound: "používateľ sa nenašiel",
    alreadyAdded: "používateľ už je v zozname",
    added: "Alias bol pridaný",
    removed: "Alias bol odstránený",
    adding: "Pridáva sa alias…",
    removing: "Odstraňuje sa alias…",
  },

  move: {
    title: "Presunúť sledujúcich",
    explanation:
      "Vaši sledujúci budú namiesto tohto účtu sledovať cieľový účet. Cieľový účet musí najprv uviesť tento účet ako svoj alias.",
    target: "Adresa cieľového účtu",
    targetPlaceholder: "user@example.social",
    move: "Presunúť",
    userNotFound: "používateľ sa nenašiel",
    moved: "Vaši sledujúci sa presúvajú na {address}.",
  },


  imports: {
    followersTitle: "Importovať sledujúcich",
    followersIntro:
      "Presuňte sledujúcich z niektorého zo svojich aliasov na tento účet. Tam sledujúcich exportujte ako CSV a vložte ich sem.",
    fromActorId: "ID zdrojového aktéra",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Sledujúci (CSV)",
    followsTitle: "Importovať sledovaných",
    followsIntro: "Začnite sledovať všetky účty zo zoznamu CSV, jedna adresa na riadok. Prebieha to na pozadí.",
    followsCsv: "Sledovaní (CSV)",
    import: "Importovať",
    followersImported: "Sledujúci boli importovaní",
    followsImported: "Účty začnete čoskoro sledovať.",
  },
  shortcuts: {
    enabled: "Klávesové skratky (zoznam zobrazíte klávesom ?)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
