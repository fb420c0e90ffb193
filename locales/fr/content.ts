import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Afficher plus",
  showLess: "Afficher moins",
} satisfies NamespaceTranslation<"content">;

export default content;
