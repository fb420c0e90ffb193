import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Qui a interagi",
  likes: "Aimé par",
  reposts: "Republié par",
  reactions: "Réactions",
  nobody: "Personne pour l’instant",
  showMore: "Afficher plus",
  backToPost: "Retour à la publication",
  reactionCount: "{emoji} : {count} {{|réaction|réactions|réactions|réactions|réactions}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
