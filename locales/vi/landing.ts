import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Bài đăng công khai gần đây",
  show: "Hiện bài đăng công khai gần đây",
  empty: "Chưa có bài đăng công khai nào.",
  more: "Xem thêm trên dòng thời gian cục bộ",
} satisfies NamespaceTranslation<"landing">;

export default landing;
