import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Phím tắt",
  then: "rồi",
  next: "Bài đăng tiếp theo",
  previous: "Bài đăng trước",
  open: "Mở bài đăng",
  reply: "Trả lời",
  like: "Thích",
  repost: "Đăng lại",
  menu: "Thao tác khác",
  compose: "Bài đăng mới",
  search: "Tìm kiếm",
  home: "Đến Trang chủ",
  notifications: "Đến Thông báo",
  help: "Hiện danh sách này",
  turnOff: "Bạn có thể tắt phím tắt trong Cài đặt.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
