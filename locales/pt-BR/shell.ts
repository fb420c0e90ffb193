import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Pular para o conteúdo",
  mainNav: "Principal",
  home: "Início",
  notifications: "Notificações",
  unreadNotifications: "{count} {{notificações não lidas|notificação não lida|notificações não lidas|notificações não lidas|notificações não lidas|notificações não lidas}}",
  local: "Local",
  federated: "Federado",
  directory: "Diretório de perfis",
  bookmarks: "Salvos",
  explore: "Explorar",
  settings: "Configurações",
  about: "Sobre",
  logout: "Sair",
  myProfile: "Meu perfil",
  searchLabel: "Buscar",
  searchPlaceholder: "Buscar: @usuário, #hashtag ou >texto",
  searchHint: "Use @ para contas, # para hashtags e > para texto nos posts.",
  searchSubmit: "Buscar",
  learnMore: "Saiba mais",
  visitorBanner: "Você está navegando como visitante.",
  signIn: "Entrar",
  menu: "Menu",
  notFound: "Página não encontrada",
  newPost: "Nova publicação",
  tabBar: "Atalhos",
  safety: {
    framed: "Para sua segurança, o Mitra não funciona dentro de outro site.",
    openInOwnTab: "Abrir o Mitra em uma aba própria",
  },
  searchBox: {
    hints: "Buscar",
    people: "Pessoas",
    tags: "Hashtags",
    text: "Texto nas publicações",
    clear: "Limpar busca",
  },
  moreNav: {
    mutes: "Usuários silenciados",
    followRequests: "Solicitações para seguir",
    customFeeds: "Feeds personalizados",
    pendingRequests: "{count} {{|solicitação para seguir pendente|solicitações para seguir pendentes|solicitações para seguir pendentes|solicitações para seguir pendentes|solicitações para seguir pendentes}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
