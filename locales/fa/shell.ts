import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "رفتن به محتوا",
  unreadNotifications: "{count} اعلان خوانده‌نشده",
  learnMore: "بیشتر بدانید",
  visitorBanner: "شما به‌عنوان مهمان در حال مرور هستید.",
  signIn: "ورود",
  newPost: "فرستهٔ تازه",
  safety: {
    framed: "برای امنیت شما، Mitra درون وب‌سایت دیگری کار نمی‌کند.",
    openInOwnTab: "باز کردن Mitra در زبانهٔ جداگانه",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
