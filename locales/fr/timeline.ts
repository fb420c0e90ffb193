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
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
