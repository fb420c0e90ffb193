import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Trang chủ hiển thị bài viết của những người bạn theo dõi. Hiện vẫn trống: hãy theo dõi vài người, hoặc bắt đầu từ các dòng thời gian công khai.",
  local: "bài viết của mọi người trên {instance}",
  federated: "bài viết công khai từ các máy chủ khác mà người ở đây theo dõi",
  suggestions: "Gợi ý theo dõi",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
