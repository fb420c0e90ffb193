import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Pedidos para seguir enviados",
  },
  tracking: {
    follow: "Seguir a conversa",
    unfollow: "Deixar de seguir a conversa",
    followed: "Você será notificado de cada resposta nesta conversa",
    unfollowed: "Você não será mais notificado de cada resposta nesta conversa",
    removeFromGroup: "Remover do grupo",
    confirmRemove: "Remover este post do grupo?",
    removed: "Post removido do grupo",
  },
  sessions: {
    title: "Sessões",
    hint: "Onde você está conectado. Encerre qualquer sessão que não reconheça.",
    current: "Esta sessão",
    started: "Conectado em {date}",
    unknownApp: "App desconhecido",
    end: "Sair",
    confirmEnd: "Encerrar esta sessão?",
    ended: "Sessão encerrada",
  },
  notifications: {
    policyTitle: "Filtros de notificação",
    policyHint: "Definidos pelo servidor a partir das suas configurações de menções.",
    forNotFollowing: "De pessoas que você não segue",
    forNotFollowers: "De pessoas que não seguem você",
    forNewAccounts: "De contas criadas nos últimos 30 dias",
    forPrivateMentions: "Mensagens diretas",
    accept: "Exibidas",
    drop: "Ocultas",
  },
  requests: {
    title: "Pedidos para seguir enviados",
    none: "Nenhum pedido para seguir pendente",
    cancel: "Cancelar pedido",
    cancelLabel: "Cancelar o pedido para seguir {name}",
    cancelled: "Pedido para seguir cancelado",
    inLists: "Nos seus feeds personalizados: {lists}",
    inNoLists: "Em nenhum dos seus feeds personalizados",
    showLists: "Feeds personalizados com este perfil",
  },
  identity: {
    title: "Identidades vinculadas",
    remove: "Remover",
    removeLabel: "Remover {did}",
    confirmRemove: "Remover a identidade vinculada {did}?",
    removed: "Identidade removida",
  },
  admin: {
    lastLogin: "Último acesso: {date}",
    neverLoggedIn: "Nunca acessou",
    group: "Grupo",
    title: "Contas locais",
  },
  accountLists: {
    inList: "No seu feed personalizado: {title}",
    none: "Não está em nenhum dos seus feeds personalizados",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
