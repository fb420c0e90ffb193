import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Mostrar mais",
  showLess: "Mostrar menos",
} satisfies NamespaceTranslation<"content">;

export default content;
