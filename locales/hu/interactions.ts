import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kik reagáltak",
  likes: "Kedvelték",
  reposts: "Megosztották",
  reactions: "Reakciók",
  nobody: "Még senki",
  showMore: "Több megjelenítése",
  backToPost: "Vissza a bejegyzéshez",
  reactionCount: "{emoji}: {count} reakció",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
