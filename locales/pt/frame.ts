import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Principal",
  home: "Início",
  notifications: "Notificações",
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
  menu: "Menu",
  tabBar: "Atalhos",
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
  nav: {
    favourites: "Publicações de que gosta",
    messages: "Mensagens diretas",
    groups: "Grupos",
    adminAccounts: "Contas locais",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
