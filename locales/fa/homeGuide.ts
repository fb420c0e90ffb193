import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "خانه فرسته‌های کسانی را نشان می‌دهد که دنبالشان می‌کنید. فعلاً خالی است: چند نفر را دنبال کنید یا از خط زمانی‌های عمومی شروع کنید.",
  local: "فرسته‌های همه در {instance}",
  federated: "فرسته‌های عمومی کارسازهای دیگری که کاربران اینجا دنبال می‌کنند",
  suggestions: "افرادی برای دنبال کردن",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
