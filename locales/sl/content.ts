import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Pokaži več",
  showLess: "Pokaži manj",
} satisfies NamespaceTranslation<"content">;

export default content;
