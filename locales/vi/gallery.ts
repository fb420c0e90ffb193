import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Thư viện ảnh của {name}",
  galleryBack: "Quay lại hồ sơ",
  viewPost: "Xem bài đăng",
  noMedia: "Không tìm thấy tệp phương tiện nào",
  openImage: "Mở hình ảnh: {description}",
  image: "Hình ảnh",
  sensitiveContent: "Nội dung nhạy cảm: hiện",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
