import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Quoi de neuf ?",
  home: "Accueil",
  local: "Local",
  federated: "Fédéré",
  tagTitle: "#{tag}",
  bookmarks: "Signets",
  customFeed: "Fil personnalisé",
  noPosts: "Aucune publication trouvée",
  nextPage: "Afficher plus de publications",
  loadFailed: "Impossible de charger les publications : {message}",
  welcome: "Bienvenue sur {instance} !",
  readOnly: "Votre compte est en lecture seule : vous pouvez lire des publications, les aimer et les ajouter aux signets, mais pas publier.",
  browseDirectory: "Parcourir l’annuaire des profils",
  feedNotFound: "Fil introuvable",
  live: {
    newPosts: "{count} {{nouvelle publication|nouvelles publications}}",
    repostedBy: "Republié par",
    alsoRepostedBy: "Aussi republié par",
  },
  firstRun: {
    intro: "L’accueil montre les publications des personnes que vous suivez. Il est vide pour l’instant : suivez quelques personnes, ou commencez par les fils publics.",
    local: "les publications de tout le monde sur {instance}",
    federated: "les publications publiques d’autres serveurs suivis par des personnes d’ici",
    suggestions: "Personnes à suivre",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
