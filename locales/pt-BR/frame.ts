import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Principal",
  home: "Início",
  notifications: "Notificações",
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
  menu: "Menu",
  tabBar: "Atalhos",
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
  nav: {
    favourites: "Posts curtidos",
    messages: "Mensagens diretas",
    groups: "Grupos",
    adminAccounts: "Contas locais",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
