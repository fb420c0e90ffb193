import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "بازنشر با نظر",
  bookmark: "افزودن به نشانک‌ها",
  removeBookmark: "حذف از نشانک‌ها",
  addToFeatured: "افزودن به برگزیده‌ها",
  removeFromFeatured: "حذف از برگزیده‌ها",
  editPost: "ویرایش پست",
  deletePost: "حذف پست",
  confirmDelete: "این پست حذف شود؟ این کار بازگشت‌پذیر نیست.",
  deleted: "پست حذف شد",
  muteAuthor: "بی‌صدا کردن نویسنده",
  unmuteAuthor: "لغو بی‌صدا کردن نویسنده",
  muted: "{handle} بی‌صدا شد",
  unmuted: "{handle} دیگر بی‌صدا نیست",
  saveToIpfs: "ذخیره در IPFS",
  copyLink: "کپی پیوند پست",
  linkCopied: "پیوند کپی شد",
  copyObjectId: "کپی شناسهٔ شیء",
  objectIdCopied: "شناسهٔ شیء کپی شد",
  copyFailed: "کپی در کلیپ‌بورد ممکن نشد",
  loadReplies: "بارگذاری پاسخ‌ها",
  reloadHint: "چند دقیقهٔ دیگر صفحه را دوباره بارگذاری کنید",
  adminDelete: "حذف پست (مدیر)",
  confirmAdminDelete: "این پست از {handle} حذف شود؟ این کار بازگشت‌پذیر نیست.",
  adminSection: "مدیریت",
  closeImage: "بستن تصویر",
  previousImage: "تصویر قبلی",
  nextImage: "تصویر بعدی",
  imageOf: "تصویر {n} از {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
