import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Saltar para o conteúdo",
  mainNav: "Principal",
  home: "Início",
  notifications: "Notificações",
  unreadNotifications:
    "{count} {{notificações não lidas|notificação não lida|notificações não lidas|notificações não lidas|notificações não lidas|notificações não lidas}}",
  local: "Local",
  federated: "Federado",
  directory: "Diretório de perfis",
  bookmarks: "Marcadores",
  explore: "Explorar",
  settings: "Definições",
  about: "Sobre",
  logout: "Terminar sessão",
  myProfile: "O meu perfil",
  searchLabel: "Pesquisar",
  searchPlaceholder: "Pesquisar: @utilizador, #hashtag ou >texto",
  searchHint: "Usa @ para contas, # para hashtags e > para texto nas publicações.",
  searchSubmit: "Pesquisar",
  learnMore: "Saber mais",
  visitorBanner: "Estás a navegar como visitante.",
  signIn: "Iniciar sessão",
  menu: "Menu",
  notFound: "Página não encontrada",
  newPost: "Nova publicação",
  tabBar: "Atalhos",
  safety: {
    framed: "Para sua segurança, o Mitra não funciona dentro de outro site.",
    openInOwnTab: "Abrir o Mitra num separador próprio",
  },
  searchBox: {
    hints: "Pesquisar",
    people: "Pessoas",
    tags: "Hashtags",
    text: "Texto nas publicações",
    clear: "Limpar pesquisa",
  },
  moreNav: {
    mutes: "Utilizadores silenciados",
    followRequests: "Pedidos para seguir",
    customFeeds: "Feeds personalizados",
    pendingRequests: "{count} {{pedidos para seguir pendentes|pedido para seguir pendente|pedidos para seguir pendentes|pedidos para seguir pendentes|pedidos para seguir pendentes|pedidos para seguir pendentes}}",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
