import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "درخواست‌های دنبال‌کردن فرستاده‌شده",
  },
  tracking: {
    follow: "دنبال کردن گفتگو",
    unfollow: "توقف دنبال کردن گفتگو",
    followed: "از هر پاسخ در این گفتگو باخبر خواهید شد",
    unfollowed: "دیگر از هر پاسخ در این گفتگو باخبر نخواهید شد",
    removeFromGroup: "برداشتن از گروه",
    confirmRemove: "این پست از گروه برداشته شود؟",
    removed: "پست از گروه برداشته شد",
  },
  sessions: {
    title: "نشست‌ها",
    hint: "جاهایی که وارد شده‌اید. از هر نشستی که نمی‌شناسید خارج شوید.",
    current: "این نشست",
    started: "ورود در {date}",
    unknownApp: "برنامهٔ ناشناخته",
    end: "خروج",
    confirmEnd: "از این نشست خارج شوید؟",
    ended: "نشست پایان یافت",
  },
  notifications: {
    policyTitle: "پالایه‌های اعلان",
    policyHint: "سرور آن‌ها را بر پایهٔ تنظیمات اشاره‌های شما تعیین می‌کند.",
    forNotFollowing: "از کسانی که دنبالشان نمی‌کنید",
    forNotFollowers: "از کسانی که شما را دنبال نمی‌کنند",
    forNewAccounts: "از حساب‌هایی که در ۳۰ روز گذشته ساخته شده‌اند",
    forPrivateMentions: "پیام‌های مستقیم",
    accept: "نمایش داده می‌شوند",
    drop: "پنهان می‌شوند",
  },
  requests: {
    title: "درخواست‌های دنبال‌کردن فرستاده‌شده",
    none: "هیچ درخواست دنبال‌کردن در انتظاری نیست",
    cancel: "لغو درخواست",
    cancelLabel: "لغو درخواست دنبال‌کردن {name}",
    cancelled: "درخواست دنبال‌کردن لغو شد",
    inLists: "در فیدهای سفارشی شما: {lists}",
    inNoLists: "در هیچ‌یک از فیدهای سفارشی شما نیست",
    showLists: "فیدهای سفارشی دارای این نمایه",
  },
  identity: {
    title: "هویت‌های پیوندشده",
    remove: "برداشتن",
    removeLabel: "برداشتن {did}",
    confirmRemove: "هویت پیوندشدهٔ {did} برداشته شود؟",
    removed: "هویت برداشته شد",
  },
  admin: {
    lastLogin: "آخرین ورود: {date}",
    neverLoggedIn: "هرگز وارد نشده",
    group: "گروه",
    title: "حساب‌های محلی",
  },
  accountLists: {
    inList: "در فید سفارشی شما: {title}",
    none: "در هیچ‌یک از فیدهای سفارشی شما نیست",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
