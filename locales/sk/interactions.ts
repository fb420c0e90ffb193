import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kto reagoval",
  likes: "Obľúbili si",
  reposts: "Zdieľali",
  reactions: "Reakcie",
  nobody: "Zatiaľ nikto",
  showMore: "Zobraziť viac",
  backToPost: "Späť na príspevok",
  reactionCount: "{emoji}: {count} {{|reakcia|reakcie|reakcie|reakcie|reakcií}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
