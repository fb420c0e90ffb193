import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "گالری {name}",
  galleryBack: "بازگشت به نمایه",
  viewPost: "مشاهدهٔ پست",
  noMedia: "رسانه‌ای پیدا نشد",
  openImage: "باز کردن تصویر: {description}",
  image: "تصویر",
  sensitiveContent: "محتوای حساس: نمایش",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
