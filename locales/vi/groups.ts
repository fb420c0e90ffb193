import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Nhóm",
  following: "Nhóm bạn theo dõi",
  moderating: "Nhóm bạn quản lý",
  none: "Chưa có nhóm nào",
  create: "Tạo nhóm",
  name: "Tên",
  nameHint: "Chỉ chữ cái, chữ số, _ và -. Tên sẽ thành địa chỉ của nhóm.",
  description: "Mô tả",
  created: "Đã tạo nhóm",
  edit: "Sửa",
  save: "Lưu",
  saved: "Đã lưu nhóm",
  remove: "Xóa nhóm",
  confirmRemove: "Xóa nhóm {name}?",
  removed: "Đã xóa nhóm",
  members: "Thành viên",
  admin: "Quản trị",
  posts: "Bài đăng",
  notFound: "Không tìm thấy nhóm",
  follow: "Theo dõi nhóm",
  unfollow: "Bỏ theo dõi nhóm",
  cancelRequest: "Hủy yêu cầu theo dõi",
  followed: "Bạn đang theo dõi nhóm này",
  requested: "Đã gửi yêu cầu theo dõi",
  unfollowed: "Bạn không còn theo dõi nhóm này",
} satisfies NamespaceTranslation<"groups">;

export default groups;
