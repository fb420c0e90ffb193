import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "No que você está pensando?",
  home: "Início",
  local: "Local",
  federated: "Federado",
  tagTitle: "#{tag}",
  bookmarks: "Salvos",
  customFeed: "Feed personalizado",
  noPosts: "Nenhum post encontrado",
  nextPage: "Ver mais posts",
  loadFailed: "Não foi possível carregar os posts: {message}",
  welcome: "Seja bem-vindo(a) a {instance}!",
  readOnly: "Sua conta é somente leitura: você pode ler, curtir e salvar posts, mas não pode publicar.",
  browseDirectory: "Navegar pelo diretório de perfis",
  feedNotFound: "Feed não encontrado",
  live: {
    newPosts: "{count} {{posts novos|post novo|posts novos|posts novos|posts novos|posts novos}}",
    repostedBy: "Repostado por",
    alsoRepostedBy: "Também repostado por",
  },
  firstRun: {
    intro: "O início mostra as publicações das pessoas que você segue. Por enquanto está vazio: siga algumas pessoas ou comece pelas linhas do tempo públicas.",
    local: "as publicações de todo mundo em {instance}",
    federated: "publicações públicas de outros servidores seguidos por pessoas daqui",
    suggestions: "Pessoas para seguir",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
