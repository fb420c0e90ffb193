import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Zobraziť viac",
  showLess: "Zobraziť menej",
} satisfies NamespaceTranslation<"content">;

export default content;
