import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Notificações",
  followed: "começou a seguir-te",
  followRequest: "enviou-te um pedido para seguir",
  mentioned: "mencionou-te",
  replied: "respondeu à tua publicação",
  liked: "gostou da tua publicação",
  reacted: "reagiu à tua publicação",
  reactedWith: "reagiu com {emoji}",
  reposted: "partilhou a tua publicação",
  subscribed: "pagou uma subscrição",
  subscriptionExpired: "subscrição expirada",
  subscriberLeft: "deixou de ser subscritor",
  moved: "mudou-se para uma nova instância",
  signedUp: "criou conta",
  moderationWarning: "enviou-te um aviso de moderação",
  paymentAnonymous: "recebeu um pagamento anónimo",
  unknown: "enviou-te uma notificação",
  viewFollowRequests: "Ver pedidos para seguir",
  dismiss: "Dispensar notificação",
  dismissed: "Notificação dispensada.",
  showMore: "Mostrar mais notificações",
  loadingMore: "A carregar…",
  empty: "Ainda não há notificações.",
  newSince: "Novas",
  tools: {
    markRead: "Marcar tudo como lido",
    marked: "Todas as notificações foram marcadas como lidas",
    clear: "Limpar tudo",
    confirmClear: "Eliminar todas as suas notificações? Não é possível anular.",
    cleared: "Notificações limpas",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
