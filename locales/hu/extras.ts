import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Elküldött követési kérések",
  },
  tracking: {
    follow: "Beszélgetés követése",
    unfollow: "Beszélgetés követésének leállítása",
    followed: "Értesítést kapsz a beszélgetés minden válaszáról",
    unfollowed: "Már nem kapsz értesítést a beszélgetés minden válaszáról",
    removeFromGroup: "Eltávolítás a csoportból",
    confirmRemove: "Eltávolítod ezt a bejegyzést a csoportból?",
    removed: "A bejegyzés eltávolítva a csoportból",
  },
  sessions: {
    title: "Munkamenetek",
    hint: "Ahol be vagy jelentkezve. Jelentkeztesd ki azokat a munkameneteket, amelyeket nem ismersz fel.",
    current: "Ez a munkamenet",
    started: "Bejelentkezve: {date}",
    unknownApp: "Ismeretlen alkalmazás",
    end: "Kijelentkeztetés",
    confirmEnd: "Kijelentkezteted ezt a munkamenetet?",
    ended: "Munkamenet befejezve",
  },
  notifications: {
    policyTitle: "Értesítésszűrők",
    policyHint: "A szerver állítja be az említési beállításaid alapján.",
    forNotFollowing: "Olyanoktól, akiket nem követsz",
    forNotFollowers: "Olyanoktól, akik nem követnek téged",
    forNewAccounts: "Az elmúlt 30 napban létrehozott fiókoktól",
    forPrivateMentions: "Közvetlen üzenetek",
    accept: "Megjelennek",
    drop: "Rejtve",
  },
  requests: {
    title: "Elküldött követési kérések",
    none: "Nincs függőben lévő követési kérés",
    cancel: "Kérés visszavonása",
    cancelLabel: "Követési kérés visszavonása: {name}",
    cancelled: "Követési kérés visszavonva",
    inLists: "Az egyéni hírfolyamaidban: {lists}",
    inNoLists: "Egyik egyéni hírfolyamodban sem szerepel",
    showLists: "Egyéni hírfolyamok ezzel a profillal",
  },
  identity: {
    title: "Összekapcsolt identitások",
    remove: "Eltávolítás",
    removeLabel: "{did} eltávolítása",
    confirmRemove: "Eltávolítod a(z) {did} összekapcsolt identitást?",
    removed: "Identitás eltávolítva",
  },
  admin: {
    lastLogin: "Utolsó bejelentkezés: {date}",
    neverLoggedIn: "Sosem jelentkezett be",
    group: "Csoport",
    title: "Helyi fiókok",
  },
  accountLists: {
    inList: "Az egyéni hírfolyamodban: {title}",
    none: "Egyik egyéni hírfolyamodban sincs benne",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
