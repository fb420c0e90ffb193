import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "Hóa đơn",
  sendAmount: "Vui lòng gửi {amount} XMR đến địa chỉ này:",
  paymentAddress: "Địa chỉ thanh toán",
  openInWallet: "Mở trong ví",
  qrCode: "Mã QR của liên kết thanh toán",
  showPaymentRequest: "Hiện thông tin thanh toán bổ sung",
  hidePaymentRequest: "Ẩn thông tin thanh toán bổ sung",
  paymentRequest: "Mã yêu cầu thanh toán",
  paymentRequestHint: "Các ví hỗ trợ yêu cầu thanh toán Monero có thể thiết lập thanh toán định kỳ từ mã này.",
  statusRequested: "Đang chờ phản hồi",
  statusOpen: "Đang chờ thanh toán (còn {minutes} phút)",
  statusUnderpaid: "Số tiền thanh toán quá nhỏ",
  statusProcessing: "Đang xử lý thanh toán",
  statusCompleted: "Đã hoàn tất thanh toán",
  statusTimeout: "Thanh toán đã quá hạn",
  statusCancelled: "Đã hủy thanh toán",
  cancelPayment: "Hủy thanh toán",
  cancelling: "Đang hủy…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "Không thể thanh toán hóa đơn này từ đây: địa chỉ thanh toán hoặc số tiền không hợp lệ.",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
