import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "در حال بارگذاری…",
  cancel: "لغو",
  ok: "تأیید",
  save: "ذخیره",
  saving: "در حال ذخیره…",
  close: "بستن",
  retry: "تلاش دوباره",
  remove: "حذف",
  showMore: "نمایش بیشتر",
  confirm: "تأیید",
  back: "بازگشت",
  defaultAvatar: "آواتار پیش‌فرض",
  avatarOf: "آواتار {name}",
  language: "زبان",
  themeToLight: "تغییر به پوستهٔ روشن",
  themeToDark: "تغییر به پوستهٔ تیره",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "سرور پاسخی فرستاد که این صفحه نمی‌تواند آن را بخواند.",
    refreshFailed: "به‌روزرسانی انجام نشد: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
