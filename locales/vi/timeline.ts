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
  firstRun: {
    intro: "Trang chủ hiển thị bài viết của những người bạn theo dõi. Hiện vẫn trống: hãy theo dõi vài người, hoặc bắt đầu từ các dòng thời gian công khai.",
    local: "bài viết của mọi người trên {instance}",
    federated: "bài viết công khai từ các máy chủ khác mà người ở đây theo dõi",
    suggestions: "Gợi ý theo dõi",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
