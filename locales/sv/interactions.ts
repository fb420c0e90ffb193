import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Vem som interagerat",
  likes: "Gillat av",
  reposts: "Delat av",
  reactions: "Reaktioner",
  nobody: "Ingen ännu",
  showMore: "Visa fler",
  backToPost: "Tillbaka till inlägget",
  reactionCount: "{emoji}: {count} {{reaktion|reaktioner}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
