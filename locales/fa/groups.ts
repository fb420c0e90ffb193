import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "گروه‌ها",
  following: "گروه‌هایی که دنبال می‌کنید",
  moderating: "گروه‌هایی که می‌گردانید",
  none: "هنوز گروهی نیست",
  create: "ساختن گروه",
  name: "نام",
  nameHint: "فقط حروف، رقم‌ها، _ و -. نشانی گروه می‌شود.",
  description: "توضیح",
  created: "گروه ساخته شد",
  edit: "ویرایش",
  save: "ذخیره",
  saved: "گروه ذخیره شد",
  remove: "حذف گروه",
  confirmRemove: "گروه {name} حذف شود؟",
  removed: "گروه حذف شد",
  members: "اعضا",
  admin: "مدیر",
  posts: "پست‌ها",
  notFound: "گروه پیدا نشد",
  follow: "دنبال کردن گروه",
  unfollow: "لغو دنبال کردن گروه",
  cancelRequest: "لغو درخواست دنبال کردن",
  followed: "این گروه را دنبال می‌کنید",
  requested: "درخواست دنبال کردن فرستاده شد",
  unfollowed: "دیگر این گروه را دنبال نمی‌کنید",
} satisfies NamespaceTranslation<"groups">;

export default groups;
