import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Đang tải…",
  cancel: "Hủy",
  ok: "OK",
  save: "Lưu",
  saving: "Đang lưu…",
  close: "Đóng",
  retry: "Thử lại",
  remove: "Xóa",
  showMore: "Xem thêm",
  confirm: "Xác nhận",
  back: "Quay lại",
  defaultAvatar: "Ảnh đại diện mặc định",
  avatarOf: "Ảnh đại diện của {name}",
  language: "Ngôn ngữ",
  themeToLight: "Chuyển sang giao diện sáng",
  themeToDark: "Chuyển sang giao diện tối",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Máy chủ đã gửi một phản hồi mà trang này không đọc được.",
    refreshFailed: "Không thể làm mới: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
