import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Quem interagiu",
  likes: "Gostado por",
  reposts: "Partilhado por",
  reactions: "Reações",
  nobody: "Ainda ninguém",
  showMore: "Mostrar mais",
  backToPost: "Voltar à publicação",
  reactionCount: "{emoji}: {count} {{reações|reação|reações|reações|reações|reações}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
