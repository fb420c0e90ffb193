import type { NamespaceTranslation } from "../partial";

const about = {
  title: "درباره",
  administeredBy: "مدیریت‌شده توسط",
  technicalInfo: "اطلاعات فنی",
  serverVersion: "نسخهٔ سرور: {version}",
  clientVersion: "نسخهٔ کلاینت وب: {version}",
  unknownVersion: "نامشخص",
  back: "بازگشت",
} satisfies NamespaceTranslation<"about">;

export default about;
