import type { NamespaceTranslation } from "../partial";

const timeline = {
  composePrompt: "به چه فکر می‌کنید؟",
  home: "خانه",
  local: "محلی",
  federated: "سراسری",
  tagTitle: "#{tag}",
  bookmarks: "نشانک‌ها",
  customFeed: "فید سفارشی",
  noPosts: "پستی پیدا نشد",
  nextPage: "نمایش پست‌های بیشتر",
  loadFailed: "بارگذاری پست‌ها ممکن نشد: {message}",
  welcome: "به {instance} خوش آمدید!",
  readOnly: "حساب شما فقط‌خواندنی است: می‌توانید پست‌ها را بخوانید، بپسندید و نشانک کنید، اما نمی‌توانید پست منتشر کنید.",
  browseDirectory: "مرور فهرست نمایه‌ها",
  feedNotFound: "فید پیدا نشد",
  live: {
    newPosts: "{count} پست تازه",
    repostedBy: "بازنشر شده توسط",
    alsoRepostedBy: "همچنین بازنشر شده توسط",
  },
  firstRun: {
    intro: "خانه فرسته‌های کسانی را نشان می‌دهد که دنبالشان می‌کنید. فعلاً خالی است: چند نفر را دنبال کنید یا از خط زمانی‌های عمومی شروع کنید.",
    local: "فرسته‌های همه در {instance}",
    federated: "فرسته‌های عمومی کارسازهای دیگری که کاربران اینجا دنبال می‌کنند",
    suggestions: "افرادی برای دنبال کردن",
  },
} satisfies NamespaceTranslation<"timeline">;

export default timeline;
