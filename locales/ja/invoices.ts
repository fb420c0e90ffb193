import type { NamespaceTranslation } from "../partial";

const invoices = {
  invoice: "請求書",
  sendAmount: "このアドレスに {amount} XMR を送金してください:",
  paymentAddress: "支払先アドレス",
  openInWallet: "ウォレットで開く",
  qrCode: "支払いリンクの QR コード",
  showPaymentRequest: "支払いの追加情報を表示",
  hidePaymentRequest: "支払いの追加情報を隠す",
  paymentRequest: "支払いリクエストコード",
  paymentRequestHint: "Monero の支払いリクエストに対応したウォレットでは、このコードから定期支払いを設定できます。",
  statusRequested: "応答を待っています",
  statusOpen: "支払いを待っています (残り {minutes} 分)",
  statusUnderpaid: "支払額が不足しています",
  statusProcessing: "支払いを処理中",
  statusCompleted: "支払いが完了しました",
  statusTimeout: "支払いの期限が切れました",
  statusCancelled: "支払いはキャンセルされました",
  cancelPayment: "支払いをキャンセル",
  cancelling: "キャンセル中…",
  dismissPayment: "OK",
  safety: {
    cannotPayHere: "この請求書はここからは支払えません。支払いアドレスまたは金額が正しくありません。",
  },
} satisfies NamespaceTranslation<"invoices">;

export default invoices;
