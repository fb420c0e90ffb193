import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kto zareagował",
  likes: "Polubione przez",
  reposts: "Udostępnione przez",
  reactions: "Reakcje",
  nobody: "Jeszcze nikt",
  showMore: "Pokaż więcej",
  backToPost: "Wróć do wpisu",
  reactionCount: "{emoji}: {count} {{|reakcja|reakcji|reakcje|reakcji|reakcji}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
