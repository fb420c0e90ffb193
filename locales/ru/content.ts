import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Показать полностью",
  showLess: "Свернуть",
} satisfies NamespaceTranslation<"content">;

export default content;
