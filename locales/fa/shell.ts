import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "رفتن به محتوا",
  mainNav: "اصلی",
  home: "خانه",
  notifications: "اعلان‌ها",
  unreadNotifications: "{count} اعلان خوانده‌نشده",
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
  learnMore: "بیشتر بدانید",
  visitorBanner: "شما به‌عنوان مهمان در حال مرور هستید.",
  signIn: "ورود",
  menu: "منو",
  notFound: "صفحه پیدا نشد",
  newPost: "فرستهٔ تازه",
  tabBar: "میان‌برها",
  safety: {
    framed: "برای امنیت شما، Mitra درون وب‌سایت دیگری کار نمی‌کند.",
    openInOwnTab: "باز کردن Mitra در زبانهٔ جداگانه",
  },
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
} satisfies NamespaceTranslation<"shell">;

export default shell;
