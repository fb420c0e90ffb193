import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Pokaż więcej",
  showLess: "Pokaż mniej",
} satisfies NamespaceTranslation<"content">;

export default content;
