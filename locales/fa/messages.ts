import type { NamespaceTranslation } from "../partial";

const messages = {
  title: "پیام‌های مستقیم",
  empty: "هنوز پیام مستقیمی نیست",
  with: "با {names}",
  onlyYou: "فقط شما",
  unread: "خوانده‌نشده",
  reply: "پاسخ",
  replyTo: "پاسخ به {names}",
  send: "فرستادن",
  sending: "در حال فرستادن…",
  sent: "پیام فرستاده شد",
  showMore: "نمایش گفتگوهای بیشتر",
  openThread: "باز کردن گفتگو",
} satisfies NamespaceTranslation<"messages">;

export default messages;
