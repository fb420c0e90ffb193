import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "نمایش نمایه‌های بیشتر",
  noProfiles: "نمایه‌ای پیدا نشد",
  expiresOn: "تاریخ انقضا: {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
