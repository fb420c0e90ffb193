import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "نمایش بیشتر",
  showLess: "نمایش کمتر",
} satisfies NamespaceTranslation<"content">;

export default content;
