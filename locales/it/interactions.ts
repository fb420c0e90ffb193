import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Chi ha interagito",
  likes: "Piace a",
  reposts: "Ricondiviso da",
  reactions: "Reazioni",
  nobody: "Ancora nessuno",
  showMore: "Mostra altro",
  backToPost: "Torna al post",
  reactionCount: "{emoji}: {count} {{|reazione|reazioni|reazioni|reazioni|reazioni}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
