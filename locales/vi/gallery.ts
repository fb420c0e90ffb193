import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Thư viện ảnh của {name}",
  galleryBack: "Quay lại hồ sơ",
  viewPost: "Xem bài đăng",
  noMedia: "Không tìm thấy tệp phương tiện nào",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
