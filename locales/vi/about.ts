import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Giới thiệu",
  administeredBy: "Quản trị bởi",
  technicalInfo: "Thông tin kỹ thuật",
  serverVersion: "Phiên bản máy chủ: {version}",
  clientVersion: "Phiên bản ứng dụng web: {version}",
  unknownVersion: "không rõ",
  back: "Quay lại",
} satisfies NamespaceTranslation<"about">;

export default about;
