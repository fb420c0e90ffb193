import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Beállítások",

  profileSection: "Profil",
  editProfile: "Profil szerkesztése",
  subscriptionsSection: "Előfizetések",
  manageSubscriptions: "Előfizetések kezelése",

  appearanceSection: "Megjelenés",
  theme: {
    label: "Téma",
    system: "Az eszköz szerint",
    light: "Világos",
    dark: "Sötét",
  },
  language: "Nyelv",

  postsSection: "Bejegyzések",
  contentWarnings: "Érzékeny bejegyzések elrejtése tartalmi figyelmeztetés mögé",
  ctrlEnter: "Bejegyzések küldése Ctrl+Enterrel",
  altTextReminder: "Emlékeztess, hogy közzététel előtt írjam le a képeket",
  defaultVisibility: "Bejegyzések alapértelmezett láthatósága",
  visibilityPublic: "Nyilvános",
  visibilityFollowers: "Követők",
  visibilitySubscribers: "Előfizetők",

  authenticationSection: "Hitelesítés",
  authMethods: "A fiók bejelentkezési módjai",
  methodPassword: "Jelszó",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Jelszó módosítása",
  newPassword: "Új jelszó",
  confirmPassword: "Új jelszó még egyszer",
  passwordMismatch: "A jelszavak nem egyeznek.",
  passwordChanged: "Jelszó módosítva",

  exportSection: "Exportálás",
  exportFollows: "Követettek ({count})",
  exportFollowers: "Követők ({count})",
  download: "Letöltés",
  downloadFollows: "Követettek letöltése CSV-ként",
  downloadFollowers: "Követők letöltése CSV-ként",

  importSection: "Importálás",
  importFollowsLink: "Követettek importálása",

  migrateSection: "Fiók költöztetése",
  manageIdentities: "Identitások kezelése",
  moveFollowersLink: "Követők áthelyezése",

  dangerSection: "Fiók törlése",
  deleteAccount: "Fiók törlése",
  deleteAccountConfirm: "Törlöd a fiókodat? A profilod és a bejegyzéseid eltávolításra kerülnek. Ez nem vonható vissza.",
  accountDeleted: "A fiókodat töröltük.",

  experimentsSection: "Kísérletek",
  experimentsSummary: "Kísérleti funkciók: megváltozhatnak vagy leállhatnak",
  importFollowersLink: "Követők importálása",
  conversationNewTab: "Beszélgetések megnyitása új lapon",


  aliases: {
    title: "Identitások",
    explanation:
      "Mielőtt egy másik fiókodból áthelyeznéd a követőidet ebbe, add meg itt azt a fiókot álnévként. A másik fióknak is meg kell adnia ezt a fiókot álnévként.",
    declared: "Megadott álnevek",
    verified: "Ellenőrzött álnevek",
    verifiedHint: "Ezek a fiókok is megadták ezt a fiókot álnévként.",
    unknownAccount: "Ismeretlen profil",
    remove: "{name} álnév eltávolítása",
    addTitle: "Álnév hozzáadása",
    address: "Fediverse-cím",
    addressPlaceholder: "user@example.social",
    add: "Hozzáadás",
    suggestions: "Több profil is egyezik. Válassz egyet:",
    userNotFound: "a felhasználó nem található",
    alreadyAdded: "a felhasználó már szerepel a listában",
    added: "Álnév hozzáadva",
    removed: "Álnév eltávolítva",
    adding: "Álnév hozzáadása…",
    removing: "Álnév eltávolítása…",
  },

  move: {
    title: "Követők áthelyezése",
    explanation:
      "A követőid ezentúl a célfiókot fogják követni. A célfióknak előbb meg kell adnia ezt a fiókot álnévként.",
    target: "A célfiók címe",
    targetPlaceholder: "user@example.social",
    move: "Áthelyezés",
    userNotFound: "a felhasználó nem található",
    moved: "A követőid áthelyezése folyamatban ide: {address}.",
  },


  imports: {
    followersTitle: "Követők importálása",
    followersIntro:
      "Helyezd át a követőket valamelyik álnevedről ebbe a fiókba. Ott exportáld a követőket CSV-ként, és illeszd be őket ide.",
    fromActorId: "Forrás actor-azonosítója",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Követők (CSV)",
    followsTitle: "Követettek importálása",
    followsIntro: "Egy CSV-lista minden fiókjának követése, soronként egy cím. Ez a háttérben fut.",
    followsCsv: "Követettek (CSV)",
    import: "Importálás",
    followersImported: "Követők importálva",
    followsImported: "A fiókok követése hamarosan megkezdődik.",
  },
  shortcuts: {
    enabled: "Billentyűparancsok (a ? megmutatja a listát)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
