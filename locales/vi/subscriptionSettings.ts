import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Quản lý gói đăng ký",
  enabled: "Gói đăng ký đang bật",
  notEnabled: "Gói đăng ký chưa được bật",
  subscriberCount: "{count} người đăng ký",
  subscriptionPageLink: "Trang gói đăng ký của bạn",
  editSettings: "Sửa cài đặt",
  priceLabel: "Giá (XMR mỗi tháng)",
  payoutAddress: "Địa chỉ nhận tiền",
  payoutAddressHint: "Địa chỉ Monero của bạn. Các khoản thanh toán sẽ được chuyển tới đây.",
  priceInvalid: "Hãy nhập giá lớn hơn 0.",
  addressRequired: "Hãy nhập địa chỉ nhận tiền.",
  enableSubscriptions: "Bật gói đăng ký",
  saveSettings: "Lưu cài đặt",
  saved: "Đã lưu cài đặt gói đăng ký",
  moneroNotConfigured: "Thanh toán Monero chưa được cấu hình trên máy chủ này.",
  // Subscriber details
  subscriberTitle: "Chi tiết người đăng ký",
  subscriptionExpiresOn: "Gói đăng ký hết hạn vào {date}",
  subscriptionExpiredOn: "Gói đăng ký đã hết hạn vào {date}",
  notSubscribedYet: "Chưa đăng ký",
  grantAccess: "Cấp quyền truy cập gói đăng ký",
  grantDuration: "Thời hạn",
  grantUnit: "Đơn vị",
  unitMonths: "Tháng",
  unitDays: "Ngày",
  grant: "Cấp",
  granting: "Đang cấp…",
  granted: "Đã cấp quyền truy cập gói đăng ký",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
