import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Több megjelenítése",
  showLess: "Kevesebb megjelenítése",
} satisfies NamespaceTranslation<"content">;

export default content;
