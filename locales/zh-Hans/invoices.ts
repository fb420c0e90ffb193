import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "账单",
  sendAmount: "请向此地址发送 {amount} XMR：",
  paymentAddress: "付款地址",
  openInWallet: "在钱包中打开",
  qrCode: "付款链接二维码",
  showPaymentRequest: "显示更多付款信息",
  hidePaymentRequest: "隐藏更多付款信息",
  paymentRequest: "付款请求代码",
  paymentRequestHint: "支持 Monero 付款请求的钱包可以通过此代码设置定期付款。",
  statusRequested: "等待响应",
  statusOpen: "等待付款（剩余 {minutes} 分钟）",
  statusUnderpaid: "付款金额不足",
  statusProcessing: "正在处理付款",
  statusCompleted: "付款已完成",
  statusTimeout: "付款已超时",
  statusCancelled: "付款已取消",
  cancelPayment: "取消付款",
  cancelling: "正在取消…",
  dismissPayment: "确定",
  safety: {
    cannotPayHere: "无法在此支付这张账单：其付款地址或金额无效。",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
