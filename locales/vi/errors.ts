import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Không thể kết nối tới máy chủ. Hãy kiểm tra kết nối và thử lại.",
  requestTooLarge: "Nội dung yêu cầu quá lớn.",
  unknown: "Đã xảy ra lỗi. Vui lòng thử lại.",
  sessionExpired: "Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.",
  notAuthenticated: "Bạn cần đăng nhập trước.",
  tooManyRequests: "Quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.",
  permission: "Bạn không có quyền thực hiện thao tác này.",
  loadFailed: "Không thể tải trang này: {message}",
  appFailed: "Không thể khởi động ứng dụng: {message}",
  servers: {
    profileNotSaved: "Máy chủ không lưu hồ sơ: tài khoản nó gửi lại không có thay đổi.",
  },
  configNotSaved:
    "Cài đặt đã được lưu trên thiết bị này và sẽ được lưu vào tài khoản của bạn khi máy chủ phản hồi. Chưa lưu: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
