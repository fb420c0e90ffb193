import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "Điều hướng chính",
  home: "Trang chủ",
  notifications: "Thông báo",
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
  menu: "Menu",
  tabBar: "Lối tắt",
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
  nav: {
    favourites: "Bài đã thích",
    messages: "Tin nhắn trực tiếp",
    groups: "Nhóm",
    adminAccounts: "Tài khoản cục bộ",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
