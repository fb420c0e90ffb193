import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Mehr anzeigen",
  showLess: "Weniger anzeigen",
} satisfies NamespaceTranslation<"content">;

export default content;
