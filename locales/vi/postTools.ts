import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Đăng lại kèm bình luận",
  bookmark: "Lưu dấu trang",
  removeBookmark: "Bỏ dấu trang",
  addToFeatured: "Thêm vào Nổi bật",
  removeFromFeatured: "Gỡ khỏi Nổi bật",
  editPost: "Sửa bài đăng",
  deletePost: "Xóa bài đăng",
  confirmDelete: "Xóa bài đăng này? Không thể hoàn tác.",
  deleted: "Đã xóa bài đăng",
  muteAuthor: "Tắt tiếng tác giả",
  unmuteAuthor: "Bỏ tắt tiếng tác giả",
  muted: "Đã tắt tiếng {handle}",
  unmuted: "Đã bỏ tắt tiếng {handle}",
  saveToIpfs: "Lưu vào IPFS",
  copyLink: "Sao chép liên kết bài đăng",
  linkCopied: "Đã sao chép liên kết",
  copyObjectId: "Sao chép ID đối tượng",
  objectIdCopied: "Đã sao chép ID đối tượng",
  copyFailed: "Không thể sao chép vào bộ nhớ tạm",
  loadReplies: "Tải các trả lời",
  reloadHint: "Hãy tải lại trang sau vài phút",
  adminDelete: "Xóa bài đăng (quản trị)",
  confirmAdminDelete: "Xóa bài đăng này của {handle}? Không thể hoàn tác.",
  adminSection: "Quản trị",
  closeImage: "Đóng hình ảnh",
  previousImage: "Hình ảnh trước",
  nextImage: "Hình ảnh tiếp theo",
  imageOf: "Hình ảnh {n}/{total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
