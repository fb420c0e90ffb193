import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Mostra di più",
  showLess: "Mostra di meno",
} satisfies NamespaceTranslation<"content">;

export default content;
