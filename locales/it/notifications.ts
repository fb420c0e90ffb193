import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Notifiche",
  followed: "ha iniziato a seguirti",
  followRequest: "ti ha inviato una richiesta di follow",
  mentioned: "ti ha menzionato",
  replied: "ha risposto al tuo post",
  liked: "ha messo Mi piace al tuo post",
  reacted: "ha reagito al tuo post",
  reactedWith: "ha reagito con {emoji}",
  reposted: "ha ricondiviso il tuo post",
  subscribed: "ha pagato l’abbonamento",
  subscriptionExpired: "abbonamento scaduto",
  subscriberLeft: "non è più abbonato",
  moved: "si è trasferito su una nuova istanza",
  signedUp: "si è registrato",
  moderationWarning: "ti ha inviato un avviso di moderazione",
  paymentAnonymous: "ha ricevuto un pagamento anonimo",
  unknown: "ti ha inviato una notifica",
  viewFollowRequests: "Visualizza le richieste di follow",
  dismiss: "Ignora la notifica",
  dismissed: "Notifica ignorata.",
  showMore: "Mostra altre notifiche",
  loadingMore: "Caricamento…",
  empty: "Ancora nessuna notifica.",
  newSince: "Nuove",
  tools: {
    markRead: "Segna tutto come letto",
    marked: "Tutte le notifiche sono state segnate come lette",
    clear: "Cancella tutto",
    confirmClear: "Eliminare tutte le tue notifiche? L’operazione non si può annullare.",
    cleared: "Notifiche cancellate",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
