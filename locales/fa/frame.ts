import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "پست‌های پسندیده",
    messages: "پیام‌های مستقیم",
    groups: "گروه‌ها",
    adminAccounts: "حساب‌های محلی",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
