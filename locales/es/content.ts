import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Mostrar más",
  showLess: "Mostrar menos",
} satisfies NamespaceTranslation<"content">;

export default content;
