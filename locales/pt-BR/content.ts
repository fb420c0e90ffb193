import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Ver mais",
  showLess: "Ver menos",
} satisfies NamespaceTranslation<"content">;

export default content;
