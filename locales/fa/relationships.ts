import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "درخواست‌های دنبال کردن",
  noFollowRequests: "درخواست دنبال کردنی ندارید.",
  showMoreRequests: "نمایش درخواست‌های بیشتر",
  accept: "پذیرفتن",
  reject: "رد کردن",
  acceptLabel: "پذیرفتن درخواست دنبال کردن {name}",
  rejectLabel: "رد درخواست دنبال کردن {name}",
  accepted: "درخواست دنبال کردن {name} پذیرفته شد.",
  rejected: "درخواست دنبال کردن {name} رد شد.",
  mutesTitle: "کاربران بی‌صداشده",
  noMutes: "کسی را بی‌صدا نکرده‌اید.",
  showMoreUsers: "نمایش کاربران بیشتر",
  directoryTitle: "فهرست نمایه‌ها",
  noProfiles: "نمایه‌ای پیدا نشد.",
  showMoreProfiles: "نمایش نمایه‌های بیشتر",
  postCount: "{count} پست",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
