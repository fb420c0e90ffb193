import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kto reagoval",
  likes: "Obľúbili si",
  reposts: "Zdieľali",
  reactions: "Reakcie",
  nobody: "Zatiaľ nikto",
  showMore: "Zobraziť viac",
  backToPost: "Späť na príspevok",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
