import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Показати більше",
  showLess: "Показати менше",
} satisfies NamespaceTranslation<"content">;

export default content;
