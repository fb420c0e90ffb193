import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Nastavitve",

  profileSection: "Profil",
  editProfile: "Uredi profil",
  subscriptionsSection: "Naročnine",
  manageSubscriptions: "Upravljanje naročnin",

  appearanceSection: "Videz",
  theme: {
    label: "Tema",
    system: "Kot v napravi",
    light: "Svetla",
    dark: "Temna",
  },
  language: "Jezik",

  postsSection: "Objave",
  contentWarnings: "Skrij občutljive objave za opozorilom o vsebini",
  ctrlEnter: "Pošiljaj objave s Ctrl+Enter",
  altTextReminder: "Pred objavo me opomni, naj opišem slike",
  defaultVisibility: "Privzeta vidnost objav",
  visibilityPublic: "Javno",
  visibilityFollowers: "Sledilci",
  visibilitySubscribers: "Naročniki",

  authenticationSection: "Prijava",
  authMethods: "Načini prijave v ta račun",
  methodPassword: "Geslo",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Spremeni geslo",
  newPassword: "Novo geslo",
  confirmPassword: "Ponovite novo geslo",
  passwordMismatch: "Gesli se ne ujemata.",
  passwordChanged: "Geslo je spremenjeno",

  exportSection: "Izvoz",
  exportFollows: "Sledeni računi ({count})",
  exportFollowers: "Sledilci ({count})",
  download: "Prenesi",
  downloadFollows: "Prenesi sledene račune kot CSV",
  downloadFollowers: "Prenesi sledilce kot CSV",

  importSection: "Uvoz",
  importFollowsLink: "Uvozi sledene račune",

  migrateSection: "Selitev računa",
  manageIdentities: "Upravljanje identitet",
  moveFollowersLink: "Preseli sledilce",

  dangerSection: "Izbris računa",
  deleteAccount: "Izbriši račun",
  deleteAccountConfirm: "Želite izbrisati svoj račun? Vaš profil in objave bodo odstranjeni. Tega ni mogoče razveljaviti.",
  accountDeleted: "Vaš račun je izbrisan.",

  experimentsSection: "Preizkusi",
  experimentsSummary: "Preizkusne funkcije: lahko se spremenijo ali prenehajo delovati",
  importFollowersLink: "Uvozi sledilce",
  conversationNewTab: "Odpiraj pogovore v novem zavihku",


  aliases: {
    title: "Identitete",
    explanation:
      "Preden lahko sledilce iz drugega računa preselite na tega, tukaj navedite tisti račun kot vzdevek. Tudi drugi račun mora ta račun navesti kot svoj vzdevek.",
    declared: "Navedeni vzdevki",
    verified: "Preverjeni vzdevki",
    verifiedHint: "Tudi ti računi navajajo ta račun kot svoj vzdevek.",
    unknownAccount: "Neznan profil",
    remove: "Odstrani vzdevek {name}",
    addTitle: "Dodaj vzdevek",
    address: "Naslov v fediverzumu",
    addressPlaceholder: "user@example.social",
    add: "Dodaj",
    suggestions: "Ustreza več profilov. Izberite enega:",
    userNotFound: "uporabnika ni mogoče najti",
    alreadyAdded: "uporabnik je že na seznamu",
    added: "Vzdevek dodan",
    removed: "Vzdevek odstranjen",
    adding: "Dodajanje vzdevka…",
    removing: "Odstranjevanje vzdevka…",
  },

  move: {
    title: "Preseli sledilce",
    explanation:
      "Vaši sledilci bodo namesto tega računa sledili ciljnemu računu. Ciljni račun mora najprej navesti ta račun kot svoj vzdevek.",
    target: "Naslov ciljnega računa",
    targetPlaceholder: "user@example.social",
    move: "Preseli",
    userNotFound: "uporabnika ni mogoče najti",
    moved: "Vaši sledilci se selijo na {address}.",
  },


  imports: {
    followersTitle: "Uvozi sledilce",
    followersIntro:
      "Preselite sledilce iz enega od svojih vzdevkov na ta račun. Tam sledilce izvozite kot CSV in jih prilepite sem.",
    fromActorId: "ID izvornega akterja",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Sledilci (CSV)",
    followsTitle: "Uvozi sledene račune",
    followsIntro: "Začnite slediti vsem računom s seznama CSV, en naslov na vrstico. To poteka v ozadju.",
    followsCsv: "Sledeni računi (CSV)",
    import: "Uvozi",
    followersImported: "Sledilci uvoženi",
    followsImported: "Računom boste kmalu začeli slediti.",
  },
  shortcuts: {
    enabled: "Bližnjice na tipkovnici (seznam prikažete s tipko ?)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
