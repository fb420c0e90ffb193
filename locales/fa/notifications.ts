import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "اعلان‌ها",
  followed: "شما را دنبال کرد",
  followRequest: "درخواست دنبال کردن فرستاد",
  mentioned: "به شما اشاره کرد",
  replied: "به پست شما پاسخ داد",
  liked: "پست شما را پسندید",
  reacted: "به پست شما واکنش نشان داد",
  reactedWith: "با {emoji} واکنش نشان داد",
  reposted: "پست شما را بازنشر کرد",
  subscribed: "هزینهٔ اشتراک را پرداخت کرد",
  subscriptionExpired: "اشتراک منقضی شد",
  subscriberLeft: "دیگر مشترک نیست",
  moved: "به سرور جدیدی منتقل شد",
  signedUp: "ثبت‌نام کرد",
  moderationWarning: "برای شما هشدار مدیریتی فرستاد",
  paymentAnonymous: "پرداختی ناشناس دریافت کرد",
  unknown: "برای شما اعلانی فرستاد",
  viewFollowRequests: "مشاهدهٔ درخواست‌های دنبال کردن",
  dismiss: "بستن اعلان",
  dismissed: "اعلان بسته شد.",
  showMore: "نمایش اعلان‌های بیشتر",
  loadingMore: "در حال بارگذاری…",
  empty: "هنوز اعلانی ندارید.",
  newSince: "جدید",
  tools: {
    markRead: "علامت‌گذاری همه به‌عنوان خوانده‌شده",
    marked: "همهٔ اعلان‌ها خوانده‌شده علامت خوردند",
    clear: "پاک کردن همه",
    confirmClear: "همهٔ اعلان‌هایتان پاک شود؟ این کار بازگشت‌پذیر نیست.",
    cleared: "اعلان‌ها پاک شدند",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
