import type { NamespaceTranslation } from "../partial";

const frame = {
  mainNav: "اصلی",
  home: "خانه",
  notifications: "اعلان‌ها",
  local: "محلی",
  federated: "سراسری",
  directory: "فهرست نمایه‌ها",
  bookmarks: "نشانک‌ها",
  explore: "کاوش",
  settings: "تنظیمات",
  about: "درباره",
  logout: "خروج",
  myProfile: "نمایهٔ من",
  searchLabel: "جستجو",
  searchPlaceholder: "جستجو: @کاربر، #هشتگ یا >متن",
  searchHint: "برای حساب‌ها از @، برای هشتگ‌ها از # و برای متن پست‌ها از > استفاده کنید.",
  searchSubmit: "جستجو",
  menu: "منو",
  tabBar: "میان‌برها",
  searchBox: {
    hints: "جستجوی",
    people: "افراد",
    tags: "هشتگ‌ها",
    text: "متن فرسته‌ها",
    clear: "پاک کردن جستجو",
  },
  moreNav: {
    mutes: "کاربران بی‌صداشده",
    followRequests: "درخواست‌های دنبال کردن",
    customFeeds: "فیدهای سفارشی",
    pendingRequests: "{count} درخواست دنبال کردن در انتظار",
  },
  nav: {
    favourites: "پست‌های پسندیده",
    messages: "پیام‌های مستقیم",
    groups: "گروه‌ها",
    adminAccounts: "حساب‌های محلی",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
