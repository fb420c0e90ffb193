import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "چه کسانی واکنش نشان دادند",
  likes: "پسندیده‌شده توسط",
  reposts: "بازنشرشده توسط",
  reactions: "واکنش‌ها",
  nobody: "هنوز هیچ‌کس",
  showMore: "نمایش بیشتر",
  backToPost: "بازگشت به پست",
  reactionCount: "{emoji}: {count} واکنش",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
