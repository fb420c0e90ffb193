import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Notificaciones",
  followed: "empezó a seguirte",
  followRequest: "te envió una solicitud de seguimiento",
  mentioned: "te mencionó",
  replied: "respondió a tu publicación",
  liked: "indicó que le gusta tu publicación",
  reacted: "reaccionó a tu publicación",
  reactedWith: "reaccionó con {emoji}",
  reposted: "republicó tu publicación",
  subscribed: "pagó una suscripción",
  subscriptionExpired: "la suscripción caducó",
  subscriberLeft: "ya no es suscriptor",
  moved: "se mudó a una nueva instancia",
  signedUp: "se registró",
  moderationWarning: "te envió una advertencia de moderación",
  paymentAnonymous: "recibió un pago anónimo",
  unknown: "te envió una notificación",
  viewFollowRequests: "Ver solicitudes de seguimiento",
  dismiss: "Descartar notificación",
  dismissed: "Notificación descartada.",
  showMore: "Mostrar más notificaciones",
  loadingMore: "Cargando…",
  empty: "Aún no hay notificaciones.",
  newSince: "Nuevas",
  tools: {
    markRead: "Marcar todo como leído",
    marked: "Todas las notificaciones se marcaron como leídas",
    clear: "Borrar todo",
    confirmClear: "¿Borrar todas tus notificaciones? No se puede deshacer.",
    cleared: "Notificaciones borradas",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
