import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "サブスクリプションを管理",
  enabled: "サブスクリプションは有効です",
  notEnabled: "サブスクリプションは無効です",
  subscriberCount: "サブスクライバー {count} 人",
  subscriptionPageLink: "あなたのサブスクリプションページ",
  editSettings: "設定を編集",
  priceLabel: "価格 (XMR/月)",
  payoutAddress: "受取アドレス",
  payoutAddressHint: "あなたの Monero アドレスです。支払いはこのアドレスに転送されます。",
  priceInvalid: "0 より大きい価格を入力してください。",
  addressRequired: "受取アドレスを入力してください。",
  enableSubscriptions: "サブスクリプションを有効にする",
  saveSettings: "設定を保存",
  saved: "サブスクリプションの設定を保存しました",
  moneroNotConfigured: "このサーバーでは Monero での支払いが設定されていません。",
  // Subscriber details
  subscriberTitle: "サブスクライバーの詳細",
  subscriptionExpiresOn: "サブスクリプションの有効期限: {date}",
  subscriptionExpiredOn: "サブスクリプションは {date} に期限切れになりました",
  notSubscribedYet: "まだサブスクライブしていません",
  grantAccess: "サブスクリプションのアクセス権を付与",
  grantDuration: "期間",
  grantUnit: "単位",
  unitMonths: "か月",
  unitDays: "日",
  grant: "付与",
  granting: "付与中…",
  granted: "サブスクリプションのアクセス権を付与しました",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
