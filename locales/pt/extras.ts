import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Pedidos de seguimento enviados",
  },
  tracking: {
    follow: "Seguir a conversa",
    unfollow: "Deixar de seguir a conversa",
    followed: "Será notificado de cada resposta nesta conversa",
    unfollowed: "Deixará de ser notificado de cada resposta nesta conversa",
    removeFromGroup: "Remover do grupo",
    confirmRemove: "Remover esta publicação do grupo?",
    removed: "Publicação removida do grupo",
  },
  sessions: {
    title: "Sessões",
    hint: "Onde tem sessão iniciada. Termine qualquer sessão que não reconheça.",
    current: "Esta sessão",
    started: "Sessão iniciada a {date}",
    unknownApp: "Aplicação desconhecida",
    end: "Terminar sessão",
    confirmEnd: "Terminar esta sessão?",
    ended: "Sessão terminada",
  },
  notifications: {
    policyTitle: "Filtros de notificações",
    policyHint: "Definidos pelo servidor a partir das suas definições de menções.",
    forNotFollowing: "De pessoas que não segue",
    forNotFollowers: "De pessoas que não o seguem",
    forNewAccounts: "De contas criadas nos últimos 30 dias",
    forPrivateMentions: "Mensagens diretas",
    accept: "Mostradas",
    drop: "Ocultas",
  },
  requests: {
    title: "Pedidos de seguimento enviados",
    none: "Nenhum pedido de seguimento pendente",
    cancel: "Cancelar pedido",
    cancelLabel: "Cancelar o pedido de seguimento a {name}",
    cancelled: "Pedido de seguimento cancelado",
    inLists: "Nos seus feeds personalizados: {lists}",
    inNoLists: "Em nenhum dos seus feeds personalizados",
    showLists: "Feeds personalizados com este perfil",
  },
  identity: {
    title: "Identidades associadas",
    remove: "Remover",
    removeLabel: "Remover {did}",
    confirmRemove: "Remover a identidade associada {did}?",
    removed: "Identidade removida",
  },
  admin: {
    lastLogin: "Último início de sessão: {date}",
    neverLoggedIn: "Nunca iniciou sessão",
    group: "Grupo",
    title: "Contas locais",
  },
  accountLists: {
    inList: "No seu feed personalizado: {title}",
    none: "Não está em nenhum dos seus feeds personalizados",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
