import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Zobrazit více",
  showLess: "Zobrazit méně",
} satisfies NamespaceTranslation<"content">;

export default content;
