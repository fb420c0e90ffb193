import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "Yêu cầu theo dõi đã gửi",
  },
  tracking: {
    follow: "Theo dõi cuộc trò chuyện",
    unfollow: "Ngừng theo dõi cuộc trò chuyện",
    followed: "Bạn sẽ được thông báo về mọi trả lời trong cuộc trò chuyện này",
    unfollowed: "Bạn sẽ không còn được thông báo về mọi trả lời trong cuộc trò chuyện này",
    removeFromGroup: "Gỡ khỏi nhóm",
    confirmRemove: "Gỡ bài đăng này khỏi nhóm?",
    removed: "Đã gỡ bài đăng khỏi nhóm",
  },
  sessions: {
    title: "Phiên đăng nhập",
    hint: "Những nơi bạn đang đăng nhập. Hãy đăng xuất phiên nào bạn không nhận ra.",
    current: "Phiên này",
    started: "Đăng nhập lúc {date}",
    unknownApp: "Ứng dụng không rõ",
    end: "Đăng xuất",
    confirmEnd: "Đăng xuất phiên này?",
    ended: "Đã kết thúc phiên",
  },
  notifications: {
    policyTitle: "Bộ lọc thông báo",
    policyHint: "Do máy chủ đặt dựa trên cài đặt nhắc đến của bạn.",
    forNotFollowing: "Từ những người bạn không theo dõi",
    forNotFollowers: "Từ những người không theo dõi bạn",
    forNewAccounts: "Từ tài khoản tạo trong 30 ngày qua",
    forPrivateMentions: "Tin nhắn trực tiếp",
    accept: "Hiển thị",
    drop: "Ẩn",
  },
  requests: {
    title: "Yêu cầu theo dõi đã gửi",
    none: "Không có yêu cầu theo dõi nào đang chờ",
    cancel: "Hủy yêu cầu",
    cancelLabel: "Hủy yêu cầu theo dõi {name}",
    cancelled: "Đã hủy yêu cầu theo dõi",
    inLists: "Trong bảng tin tùy chỉnh của bạn: {lists}",
    inNoLists: "Không có trong bảng tin tùy chỉnh nào của bạn",
    showLists: "Bảng tin tùy chỉnh có hồ sơ này",
  },
  identity: {
    title: "Danh tính đã liên kết",
    remove: "Gỡ",
    removeLabel: "Gỡ {did}",
    confirmRemove: "Gỡ danh tính đã liên kết {did}?",
    removed: "Đã gỡ danh tính",
  },
  admin: {
    lastLogin: "Đăng nhập lần cuối: {date}",
    neverLoggedIn: "Chưa từng đăng nhập",
    group: "Nhóm",
    title: "Tài khoản cục bộ",
  },
  accountLists: {
    inList: "Trong bảng tin tùy chỉnh của bạn: {title}",
    none: "Không có trong bảng tin tùy chỉnh nào của bạn",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
