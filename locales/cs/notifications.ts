import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Oznámení",
  followed: "vás začal(a) sledovat",
  followRequest: "vám poslal(a) žádost o sledování",
  mentioned: "vás zmínil(a)",
  replied: "odpověděl(a) na váš příspěvek",
  liked: "si oblíbil(a) váš příspěvek",
  reacted: "reagoval(a) na váš příspěvek",
  reactedWith: "reagoval(a) pomocí {emoji}",
  reposted: "sdílel(a) váš příspěvek",
  subscribed: "zaplatil(a) předplatné",
  subscriptionExpired: "předplatné vypršelo",
  subscriberLeft: "už není předplatitelem",
  moved: "se přesunul(a) na novou instanci",
  signedUp: "se zaregistroval(a)",
  moderationWarning: "vám poslal(a) varování od moderátorů",
  paymentAnonymous: "obdržel(a) anonymní platbu",
  unknown: "vám poslal(a) oznámení",
  viewFollowRequests: "Zobrazit žádosti o sledování",
  dismiss: "Zavřít oznámení",
  dismissed: "Oznámení bylo zavřeno.",
  showMore: "Zobrazit další oznámení",
  loadingMore: "Načítání…",
  empty: "Zatím žádná oznámení.",
  newSince: "Nové",
  tools: {
    markRead: "Označit vše jako přečtené",
    marked: "Všechna oznámení označena jako přečtená",
    clear: "Smazat vše",
    confirmClear: "Smazat všechna vaše oznámení? Tuto akci nelze vrátit.",
    cleared: "Oznámení smazána",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
