import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "اتصال به سرور برقرار نشد. اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.",
  requestTooLarge: "حجم درخواست بیش از حد مجاز است.",
  unknown: "مشکلی پیش آمد. لطفاً دوباره تلاش کنید.",
  sessionExpired: "نشست شما منقضی شده است. لطفاً دوباره وارد شوید.",
  notAuthenticated: "ابتدا باید وارد شوید.",
  tooManyRequests: "تعداد درخواست‌ها بیش از حد است. لطفاً کمی صبر کنید و دوباره تلاش کنید.",
  permission: "اجازهٔ انجام این کار را ندارید.",
  loadFailed: "بارگذاری این صفحه ممکن نشد: {message}",
  appFailed: "برنامه اجرا نشد: {message}",
  servers: {
    profileNotSaved: "سرور نمایه را ذخیره نکرد: حسابی که برگرداند تغییر را نشان نمی‌دهد.",
  },
  configNotSaved:
    "تنظیمات شما روی این دستگاه ذخیره شد و وقتی سرور پاسخ دهد در حسابتان ذخیره می‌شود. هنوز ذخیره نشده: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
