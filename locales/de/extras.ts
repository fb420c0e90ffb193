import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Gesendete Folgeanfragen",
  },
  tracking: {
    follow: "Unterhaltung folgen",
    unfollow: "Unterhaltung nicht mehr folgen",
    followed: "Du wirst über jede Antwort in dieser Unterhaltung benachrichtigt",
    unfollowed: "Du wirst nicht mehr über jede Antwort in dieser Unterhaltung benachrichtigt",
    removeFromGroup: "Aus der Gruppe entfernen",
    confirmRemove: "Diesen Beitrag aus der Gruppe entfernen?",
    removed: "Beitrag aus der Gruppe entfernt",
  },
  sessions: {
    title: "Sitzungen",
    hint: "Wo du angemeldet bist. Melde Sitzungen ab, die du nicht kennst.",
    current: "Diese Sitzung",
    started: "Angemeldet am {date}",
    unknownApp: "Unbekannte App",
    end: "Abmelden",
    confirmEnd: "Diese Sitzung abmelden?",
    ended: "Sitzung beendet",
  },
  notifications: {
    policyTitle: "Benachrichtigungsfilter",
    policyHint: "Vom Server anhand deiner Erwähnungseinstellungen festgelegt.",
    forNotFollowing: "Von Leuten, denen du nicht folgst",
    forNotFollowers: "Von Leuten, die dir nicht folgen",
    forNewAccounts: "Von Konten, die in den letzten 30 Tagen erstellt wurden",
    forPrivateMentions: "Direktnachrichten",
    accept: "Angezeigt",
    drop: "Ausgeblendet",
  },
  requests: {
    title: "Gesendete Folgeanfragen",
    none: "Keine offenen Folgeanfragen",
    cancel: "Anfrage zurückziehen",
    cancelLabel: "Folgeanfrage an {name} zurückziehen",
    cancelled: "Folgeanfrage zurückgezogen",
    inLists: "In deinen eigenen Feeds: {lists}",
    inNoLists: "In keinem deiner eigenen Feeds",
    showLists: "Eigene Feeds mit diesem Profil",
  },
  identity: {
    title: "Verknüpfte Identitäten",
    remove: "Entfernen",
    removeLabel: "{did} entfernen",
    confirmRemove: "Die verknüpfte Identität {did} entfernen?",
    removed: "Identität entfernt",
  },
  admin: {
    lastLogin: "Zuletzt angemeldet: {date}",
    neverLoggedIn: "Nie angemeldet",
    group: "Gruppe",
    title: "Lokale Konten",
  },
  accountLists: {
    inList: "In deinem Feed: {title}",
    none: "In keinem deiner eigenen Feeds",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
