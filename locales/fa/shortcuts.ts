import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "میان‌برهای صفحه‌کلید",
  then: "سپس",
  next: "پست بعدی",
  previous: "پست قبلی",
  open: "باز کردن پست",
  reply: "پاسخ",
  like: "پسندیدن",
  repost: "بازنشر",
  menu: "کارهای بیشتر",
  compose: "پست تازه",
  search: "جست‌وجو",
  home: "رفتن به خانه",
  notifications: "رفتن به اعلان‌ها",
  help: "نمایش این فهرست",
  turnOff: "می‌توانید میان‌برهای صفحه‌کلید را در تنظیمات خاموش کنید.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
