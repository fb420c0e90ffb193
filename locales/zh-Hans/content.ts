import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "显示更多",
  showLess: "收起",
} satisfies NamespaceTranslation<"content">;

export default content;
