import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "もっと見る",
  showLess: "折りたたむ",
} satisfies NamespaceTranslation<"content">;

export default content;
