import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Visa mer",
  showLess: "Visa mindre",
} satisfies NamespaceTranslation<"content">;

export default content;
