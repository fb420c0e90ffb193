import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "گالری {name}",
  galleryBack: "بازگشت به نمایه",
  viewPost: "مشاهدهٔ پست",
  noMedia: "رسانه‌ای پیدا نشد",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
