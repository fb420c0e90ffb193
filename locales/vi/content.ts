import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Xem thêm",
  showLess: "Thu gọn",
} satisfies NamespaceTranslation<"content">;

export default content;
