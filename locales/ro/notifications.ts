import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Notificări",
  followed: "a început să te urmărească",
  followRequest: "ți-a trimis o cerere de urmărire",
  mentioned: "te-a menționat",
  replied: "a răspuns la postarea ta",
  liked: "a apreciat postarea ta",
  reacted: "a reacționat la postarea ta",
  reactedWith: "a reacționat cu {emoji}",
  reposted: "a redistribuit postarea ta",
  subscribed: "a plătit un abonament",
  subscriptionExpired: "abonamentul a expirat",
  subscriberLeft: "nu mai este abonat",
  moved: "s-a mutat pe o instanță nouă",
  signedUp: "s-a înregistrat",
  moderationWarning: "ți-a trimis un avertisment de moderare",
  paymentAnonymous: "a primit o plată anonimă",
  unknown: "ți-a trimis o notificare",
  viewFollowRequests: "Vezi cererile de urmărire",
  dismiss: "Elimină notificarea",
  dismissed: "Notificarea a fost eliminată.",
  showMore: "Afișează mai multe notificări",
  loadingMore: "Se încarcă…",
  empty: "Nicio notificare deocamdată.",
  newSince: "Noi",
  tools: {
    markRead: "Marchează tot ca citit",
    marked: "Toate notificările au fost marcate ca citite",
    clear: "Șterge tot",
    confirmClear: "Ștergi toate notificările? Acțiunea nu poate fi anulată.",
    cleared: "Notificări șterse",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
