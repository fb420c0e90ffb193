import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Meer tonen",
  showLess: "Minder tonen",
} satisfies NamespaceTranslation<"content">;

export default content;
