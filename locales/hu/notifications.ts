import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Értesítések",
  followed: "követni kezdett",
  followRequest: "követési kérelmet küldött",
  mentioned: "megemlített",
  replied: "válaszolt a bejegyzésedre",
  liked: "kedvelte a bejegyzésedet",
  reacted: "reagált a bejegyzésedre",
  reactedWith: "reagált ezzel: {emoji}",
  reposted: "megosztotta a bejegyzésedet",
  subscribed: "kifizette az előfizetést",
  subscriptionExpired: "az előfizetés lejárt",
  subscriberLeft: "már nem előfizető",
  moved: "új példányra költözött",
  signedUp: "regisztrált",
  moderationWarning: "moderátori figyelmeztetést küldött",
  paymentAnonymous: "névtelen befizetést kapott",
  unknown: "értesítést küldött",
  viewFollowRequests: "Követési kérelmek megtekintése",
  dismiss: "Értesítés elvetése",
  dismissed: "Értesítés elvetve.",
  showMore: "További értesítések",
  loadingMore: "Betöltés…",
  empty: "Még nincsenek értesítések.",
  newSince: "Új",
  tools: {
    markRead: "Összes megjelölése olvasottként",
    marked: "Minden értesítés olvasottként megjelölve",
    clear: "Összes törlése",
    confirmClear: "Törlöd az összes értesítésedet? Ez nem vonható vissza.",
    cleared: "Értesítések törölve",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
