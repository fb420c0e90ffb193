import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Tiếp tục từ chỗ bạn đã dừng",
  fromNewest: "Bắt đầu từ bài mới nhất",
  notFound: "Bài đăng bạn đang đọc dở không còn trong dòng thời gian trang chủ.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
