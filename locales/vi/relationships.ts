import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Yêu cầu theo dõi",
  noFollowRequests: "Không có yêu cầu theo dõi nào.",
  showMoreRequests: "Xem thêm yêu cầu",
  accept: "Chấp nhận",
  reject: "Từ chối",
  acceptLabel: "Chấp nhận yêu cầu theo dõi từ {name}",
  rejectLabel: "Từ chối yêu cầu theo dõi từ {name}",
  accepted: "Đã chấp nhận yêu cầu theo dõi từ {name}.",
  rejected: "Đã từ chối yêu cầu theo dõi từ {name}.",
  mutesTitle: "Người dùng đã tắt tiếng",
  noMutes: "Bạn chưa tắt tiếng ai.",
  showMoreUsers: "Xem thêm người dùng",
  directoryTitle: "Danh bạ hồ sơ",
  noProfiles: "Không tìm thấy hồ sơ nào.",
  showMoreProfiles: "Xem thêm hồ sơ",
  postCount: "{count} bài đăng",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
