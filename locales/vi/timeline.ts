import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "Bạn đang nghĩ gì?",
  home: "Trang chủ",
  local: "Máy chủ này",
  federated: "Liên hợp",
  tagTitle: "#{tag}",
  bookmarks: "Dấu trang",
  customFeed: "Bảng tin tùy chỉnh",
  noPosts: "Không tìm thấy bài đăng nào",
  nextPage: "Xem thêm bài đăng",
  loadFailed: "Không thể tải bài đăng: {message}",
  welcome: "Chào mừng đến với {instance}!",
  readOnly: "Tài khoản của bạn ở chế độ chỉ đọc: bạn có thể đọc, thích và lưu dấu trang bài đăng, nhưng không thể đăng bài.",
  browseDirectory: "Duyệt danh bạ hồ sơ",
  feedNotFound: "Không tìm thấy bảng tin",
  live: {
    newPosts: "{count} bài đăng mới",
    repostedBy: "Được đăng lại bởi",
    alsoRepostedBy: "Cũng được đăng lại bởi",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
