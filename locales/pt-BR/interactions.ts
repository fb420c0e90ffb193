import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Quem interagiu",
  likes: "Curtido por",
  reposts: "Repostado por",
  reactions: "Reações",
  nobody: "Ninguém ainda",
  showMore: "Mostrar mais",
  backToPost: "Voltar ao post",
  reactionCount: "{emoji}: {count} {{reações|reação|reações|reações|reações|reações}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
