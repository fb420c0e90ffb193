import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Nastavení",

  profileSection: "Profil",
  editProfile: "Upravit profil",
  subscriptionsSection: "Předplatné",
  manageSubscriptions: "Spravovat předplatné",

  appearanceSection: "Vzhled",
  theme: {
    label: "Motiv",
    system: "Podle zařízení",
    light: "Světlý",
    dark: "Tmavý",
  },
  language: "Jazyk",

  postsSection: "Příspěvky",
  contentWarnings: "Skrývat citlivé příspěvky za varování o obsahu",
  ctrlEnter: "Odesílat příspěvky pomocí Ctrl+Enter",
  altTextReminder: "Před publikováním mi připomenout popis obrázků",
  defaultVisibility: "Výchozí viditelnost příspěvků",
  visibilityPublic: "Veřejné",
  visibilityFollowers: "Sledující",
  visibilitySubscribers: "Předplatitelé",

  authenticationSection: "Přihlašování",
  authMethods: "Způsoby přihlášení k tomuto účtu",
  methodPassword: "Heslo",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Změnit heslo",
  newPassword: "Nové heslo",
  confirmPassword: "Zopakujte nové heslo",
  passwordMismatch: "Hesla se neshodují.",
  passwordChanged: "Heslo bylo změněno",

  exportSection: "Export",
  exportFollows: "Sledovaní ({count})",
  exportFollowers: "Sledující ({count})",
  download: "Stáhnout",
  downloadFollows: "Stáhnout sledované jako CSV",
  downloadFollowers: "Stáhnout sledující jako CSV",

  importSection: "Import",
  importFollowsLink: "Importovat sledované",

  migrateSection: "Přesun účtu",
  manageIdentities: "Spravovat identity",
  moveFollowersLink: "Přesunout sledující",

  dangerSection: "Smazání účtu",
  deleteAccount: "Smazat účet",
  deleteAccountConfirm: "Smazat váš účet? Váš profil i příspěvky budou odstraněny. Tuto akci nelze vrátit.",
  accountDeleted: "Váš účet byl smazán.",

  experimentsSection: "Experimenty",
  experimentsSummary: "Experimentální funkce: mohou se změnit nebo přestat fungovat",
  importFollowersLink: "Importovat sledující",
  conversationNewTab: "Otevírat konverzace v nové kartě",


  aliases: {
    title: "Identity",
    explanation:
      "Než budete moci přesunout sledující z jiného účtu na tento, uveďte zde onen účet jako alias. Druhý účet musí rovněž uvést tento účet jako svůj alias.",
    declared: "Deklarované aliasy",
    verified: "Ověřené aliasy",
    verifiedHint: "Tyto účty rovněž uvádějí tento účet jako svůj alias.",
    unknownAccount: "Neznámý profil",
    remove: "Odebrat alias {name}",
    addTitle: "Přidat alias",
    address: "Adresa ve fediversu",
    addressPlaceholder: "user@example.social",
    add: "Přidat",
    suggestions: "Odpovídá více profilů. Vyberte jeden:",
    userNotFound: "uživatel nebyl nalezen",
    alreadyAdded: "uživatel už v seznamu je",
    added: "Alias byl přidán",
    removed: "Alias byl odebrán",
    adding: "Přidávání aliasu…",
    removing: "Odebírání aliasu…",
  },

  move: {
    title: "Přesunout sledující",
    explanation:
      "Vaši sledující budou místo tohoto účtu sledovat cílový účet. Cílový účet musí nejdříve uvést tento účet jako svůj alias.",
    target: "Adresa cílového účtu",
    targetPlaceholder: "user@example.social",
    move: "Přesunout",
    userNotFound: "uživatel nebyl nalezen",
    moved: "Vaši sledující se přesouvají na {address}.",
  },


  imports: {
    followersTitle: "Importovat sledující",
    followersIntro:
      "Přesuňte sledující z některého ze svých aliasů na tento účet. Tam sledující exportujte jako CSV a vložte je sem.",
    fromActorId: "ID zdrojového aktéra",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Sledující (CSV)",
    followsTitle: "Importovat sledované",
    followsIntro: "Začněte sledovat všechny účty ze seznamu CSV, jedna adresa na řádek. Probíhá to na pozadí.",
    followsCsv: "Sledovaní (CSV)",
    import: "Importovat",
    followersImported: "Sledující byli importováni",
    followsImported: "Účty začnete brzy sledovat.",
  },
  shortcuts: {
    enabled: "Klávesové zkratky (seznam zobrazíte klávesou ?)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
