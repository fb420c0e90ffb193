import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kdo reagoval",
  likes: "Oblíbili si",
  reposts: "Sdíleli",
  reactions: "Reakce",
  nobody: "Zatím nikdo",
  showMore: "Zobrazit další",
  backToPost: "Zpět na příspěvek",
  reactionCount: "{emoji}: {count} {{|reakce|reakce|reakce|reakce|reakcí}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
