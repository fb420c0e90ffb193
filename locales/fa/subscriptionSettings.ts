import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "مدیریت اشتراک‌ها",
  enabled: "اشتراک‌ها فعال‌اند",
  notEnabled: "اشتراک‌ها فعال نیستند",
  subscriberCount: "{count} مشترک",
  subscriptionPageLink: "صفحهٔ اشتراک شما",
  editSettings: "ویرایش تنظیمات",
  priceLabel: "قیمت (XMR در ماه)",
  payoutAddress: "نشانی دریافت وجه",
  payoutAddressHint: "نشانی Monero شما. پرداخت‌ها به آن واریز می‌شوند.",
  priceInvalid: "قیمتی بیشتر از صفر وارد کنید.",
  addressRequired: "نشانی دریافت وجه را وارد کنید.",
  enableSubscriptions: "فعال‌سازی اشتراک‌ها",
  saveSettings: "ذخیرهٔ تنظیمات",
  saved: "تنظیمات اشتراک ذخیره شد",
  moneroNotConfigured: "پرداخت با Monero روی این سرور پیکربندی نشده است.",
  // Subscriber details
  subscriberTitle: "جزئیات مشترک",
  subscriptionExpiresOn: "اشتراک در {date} منقضی می‌شود",
  subscriptionExpiredOn: "اشتراک در {date} منقضی شد",
  notSubscribedYet: "هنوز مشترک نشده",
  grantAccess: "اعطای دسترسی اشتراک",
  grantDuration: "مدت",
  grantUnit: "واحد",
  unitMonths: "ماه",
  unitDays: "روز",
  grant: "اعطا",
  granting: "در حال اعطا…",
  granted: "دسترسی اشتراک اعطا شد",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
