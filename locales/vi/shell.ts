import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Chuyển đến nội dung",
  mainNav: "Điều hướng chính",
  home: "Trang chủ",
  notifications: "Thông báo",
  unreadNotifications: "{count} thông báo chưa đọc",
  local: "Máy chủ này",
  federated: "Liên hợp",
  directory: "Danh bạ hồ sơ",
  bookmarks: "Dấu trang",
  explore: "Khám phá",
  settings: "Cài đặt",
  about: "Giới thiệu",
  logout: "Đăng xuất",
  myProfile: "Hồ sơ của tôi",
  searchLabel: "Tìm kiếm",
  searchPlaceholder: "Tìm: @người dùng, #thẻ hoặc >văn bản",
  searchHint: "Dùng @ để tìm tài khoản, # để tìm hashtag và > để tìm văn bản trong bài đăng.",
  searchSubmit: "Tìm kiếm",
  learnMore: "Tìm hiểu thêm",
  visitorBanner: "Bạn đang xem với tư cách khách.",
  signIn: "Đăng nhập",
  menu: "Menu",
  notFound: "Không tìm thấy trang",
  newPost: "Bài viết mới",
  tabBar: "Lối tắt",
  safety: {
    framed: "Vì sự an toàn của bạn, Mitra không hoạt động bên trong một trang web khác.",
    openInOwnTab: "Mở Mitra trong thẻ riêng",
  },
  searchBox: {
    hints: "Tìm",
    people: "Mọi người",
    tags: "Hashtag",
    text: "Nội dung bài viết",
    clear: "Xóa tìm kiếm",
  },
  moreNav: {
    mutes: "Người dùng đã tắt tiếng",
    followRequests: "Yêu cầu theo dõi",
    customFeeds: "Bảng tin tùy chỉnh",
    pendingRequests: "{count} yêu cầu theo dõi đang chờ",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
