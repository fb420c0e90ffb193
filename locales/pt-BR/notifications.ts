import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Notificações",
  followed: "seguiu você",
  followRequest: "pediu para seguir você",
  mentioned: "mencionou você",
  replied: "respondeu ao seu post",
  liked: "curtiu seu post",
  reacted: "reagiu ao seu post",
  reactedWith: "reagiu com {emoji}",
  reposted: "repostou seu post",
  subscribed: "pagou uma assinatura",
  subscriptionExpired: "assinatura expirada",
  subscriberLeft: "não é mais assinante",
  moved: "se mudou para uma nova instância",
  signedUp: "se cadastrou",
  moderationWarning: "enviou um aviso de moderação para você",
  paymentAnonymous: "recebeu um pagamento anônimo",
  unknown: "enviou uma notificação para você",
  viewFollowRequests: "Ver solicitações para seguir",
  dismiss: "Descartar notificação",
  dismissed: "Notificação descartada.",
  showMore: "Ver mais notificações",
  loadingMore: "Carregando…",
  empty: "Nenhuma notificação ainda.",
  newSince: "Novas",
  tools: {
    markRead: "Marcar tudo como lido",
    marked: "Todas as notificações foram marcadas como lidas",
    clear: "Limpar tudo",
    confirmClear: "Apagar todas as suas notificações? Não dá para desfazer.",
    cleared: "Notificações apagadas",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
