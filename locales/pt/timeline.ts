import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Em que estás a pensar?",
  home: "Início",
  local: "Local",
  federated: "Federado",
  tagTitle: "#{tag}",
  bookmarks: "Marcadores",
  customFeed: "Feed personalizado",
  noPosts: "Nenhuma publicação encontrada",
  nextPage: "Mostrar mais publicações",
  loadFailed: "Não foi possível carregar as publicações: {message}",
  welcome: "Boas-vindas a {instance}!",
  readOnly:
    "A tua conta é só de leitura: podes ler publicações, pôr gosto e adicioná-las aos marcadores, mas não podes publicar.",
  browseDirectory: "Explorar o diretório de perfis",
  feedNotFound: "Feed não encontrado",
  live: {
    newPosts: "{count} {{novas publicações|nova publicação|novas publicações|novas publicações|novas publicações|novas publicações}}",
    repostedBy: "Partilhado por",
    alsoRepostedBy: "Também partilhado por",
  },
  firstRun: {
    intro: "O início mostra as publicações das pessoas que segue. Por agora está vazio: siga algumas pessoas ou comece pelas cronologias públicas.",
    local: "as publicações de todos em {instance}",
    federated: "publicações públicas de outros servidores seguidos por pessoas daqui",
    suggestions: "Pessoas para seguir",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
