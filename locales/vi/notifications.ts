import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "Thông báo",
  followed: "đã theo dõi bạn",
  followRequest: "đã gửi yêu cầu theo dõi bạn",
  mentioned: "đã nhắc đến bạn",
  replied: "đã trả lời bài đăng của bạn",
  liked: "đã thích bài đăng của bạn",
  reacted: "đã bày tỏ cảm xúc về bài đăng của bạn",
  reactedWith: "đã bày tỏ cảm xúc {emoji}",
  reposted: "đã đăng lại bài đăng của bạn",
  subscribed: "đã thanh toán gói đăng ký",
  subscriptionExpired: "gói đăng ký đã hết hạn",
  subscriberLeft: "không còn là người đăng ký",
  moved: "đã chuyển sang máy chủ mới",
  signedUp: "đã đăng ký",
  moderationWarning: "đã gửi cho bạn một cảnh báo kiểm duyệt",
  paymentAnonymous: "đã nhận một khoản thanh toán ẩn danh",
  unknown: "đã gửi cho bạn một thông báo",
  viewFollowRequests: "Xem yêu cầu theo dõi",
  dismiss: "Bỏ qua thông báo",
  dismissed: "Đã bỏ qua thông báo.",
  showMore: "Xem thêm thông báo",
  loadingMore: "Đang tải…",
  empty: "Chưa có thông báo nào.",
  newSince: "Mới",
  tools: {
    markRead: "Đánh dấu tất cả là đã đọc",
    marked: "Đã đánh dấu mọi thông báo là đã đọc",
    clear: "Xóa tất cả",
    confirmClear: "Xóa mọi thông báo của bạn? Không thể hoàn tác.",
    cleared: "Đã xóa thông báo",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
