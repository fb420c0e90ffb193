import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Qui a interagi",
  likes: "Aimé par",
  reposts: "Republié par",
  reactions: "Réactions",
  nobody: "Personne pour l’instant",
  showMore: "Afficher plus",
  backToPost: "Retour à la publication",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
