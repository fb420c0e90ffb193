import type { NamespaceTranslation } from "../partial";

const about = {
  title: "درباره",
  administeredBy: "مدیریت‌شده توسط",
  technicalInfo: "اطلاعات فنی",
  serverVersion: "نسخهٔ سرور: {version}",
  clientVersion: "نسخهٔ کلاینت وب: {version}",
  unknownVersion: "نامشخص",
  back: "بازگشت",
  instance: {
    blockedTitle: "سرورهای مسدودشده",
    noneBlocked: "این سرور هیچ سرور دیگری را مسدود نکرده است.",
    reason: "دلیل: {comment}",
    activeUsers: "کاربران فعال این ماه: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
