import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Giới thiệu",
  administeredBy: "Quản trị bởi",
  technicalInfo: "Thông tin kỹ thuật",
  serverVersion: "Phiên bản máy chủ: {version}",
  clientVersion: "Phiên bản ứng dụng web: {version}",
  unknownVersion: "không rõ",
  back: "Quay lại",
  instance: {
    blockedTitle: "Máy chủ bị chặn",
    noneBlocked: "Máy chủ này không chặn máy chủ nào khác.",
    reason: "Lý do: {comment}",
    activeUsers: "Người dùng hoạt động tháng này: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
