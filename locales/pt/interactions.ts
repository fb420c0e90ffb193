import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Quem interagiu",
  likes: "Gostado por",
  reposts: "Partilhado por",
  reactions: "Reações",
  nobody: "Ainda ninguém",
  showMore: "Mostrar mais",
  backToPost: "Voltar à publicação",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
