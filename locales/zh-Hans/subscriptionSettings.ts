import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "管理订阅",
  enabled: "订阅已启用",
  notEnabled: "订阅未启用",
  subscriberCount: "{count} 位订阅者",
  subscriptionPageLink: "你的订阅页面",
  editSettings: "编辑设置",
  priceLabel: "价格（XMR/月）",
  payoutAddress: "收款地址",
  payoutAddressHint: "你的 Monero 地址，付款将转入此地址。",
  priceInvalid: "请输入大于零的价格。",
  addressRequired: "请输入收款地址。",
  enableSubscriptions: "启用订阅",
  saveSettings: "保存设置",
  saved: "订阅设置已保存",
  moneroNotConfigured: "此实例未配置 Monero 付款。",
  // Subscriber details
  subscriberTitle: "订阅者详情",
  subscriptionExpiresOn: "订阅将于 {date} 到期",
  subscriptionExpiredOn: "订阅已于 {date} 过期",
  notSubscribedYet: "尚未订阅",
  grantAccess: "授予订阅权限",
  grantDuration: "时长",
  grantUnit: "单位",
  unitMonths: "月",
  unitDays: "天",
  grant: "授予",
  granting: "正在授予…",
  granted: "已授予订阅权限",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
