import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Wer reagiert hat",
  likes: "Gefällt",
  reposts: "Geteilt von",
  reactions: "Reaktionen",
  nobody: "Noch niemand",
  showMore: "Mehr anzeigen",
  backToPost: "Zurück zum Beitrag",
  reactionCount: "{emoji}: {count} {{Reaktion|Reaktionen}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
