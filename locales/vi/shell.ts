import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Chuyển đến nội dung",
  unreadNotifications: "{count} thông báo chưa đọc",
  learnMore: "Tìm hiểu thêm",
  visitorBanner: "Bạn đang xem với tư cách khách.",
  signIn: "Đăng nhập",
  newPost: "Bài viết mới",
  safety: {
    framed: "Vì sự an toàn của bạn, Mitra không hoạt động bên trong một trang web khác.",
    openInOwnTab: "Mở Mitra trong thẻ riêng",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
