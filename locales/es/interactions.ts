import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Quién interactuó",
  likes: "Les gusta a",
  reposts: "Republicado por",
  reactions: "Reacciones",
  nobody: "Nadie todavía",
  showMore: "Mostrar más",
  backToPost: "Volver a la publicación",
  reactionCount: "{emoji}: {count} {{|reacción|reacciones|reacciones|reacciones|reacciones}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
