import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Wie reageerde",
  likes: "Leuk gevonden door",
  reposts: "Gedeeld door",
  reactions: "Reacties",
  nobody: "Nog niemand",
  showMore: "Meer tonen",
  backToPost: "Terug naar het bericht",
  reactionCount: "{emoji}: {count} {{reactie|reacties}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
