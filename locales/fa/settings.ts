import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "تنظیمات",

  profileSection: "نمایه",
  editProfile: "ویرایش نمایه",
  subscriptionsSection: "اشتراک‌ها",
  manageSubscriptions: "مدیریت اشتراک‌ها",

  appearanceSection: "ظاهر",
  theme: {
    label: "پوسته",
    system: "مانند این دستگاه",
    light: "روشن",
    dark: "تیره",
  },
  language: "زبان",

  postsSection: "پست‌ها",
  contentWarnings: "پنهان کردن پست‌های حساس پشت هشدار محتوا",
  ctrlEnter: "ارسال پست با Ctrl+Enter",
  altTextReminder: "پیش از انتشار، توصیف تصاویر را یادآوری کن",
  defaultVisibility: "دامنهٔ نمایش پیش‌فرض پست‌ها",
  visibilityPublic: "عمومی",
  visibilityFollowers: "دنبال‌کنندگان",
  visibilitySubscribers: "مشترکان",

  authenticationSection: "احراز هویت",
  authMethods: "روش‌های ورود این حساب",
  methodPassword: "گذرواژه",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "تغییر گذرواژه",
  newPassword: "گذرواژهٔ جدید",
  confirmPassword: "تکرار گذرواژهٔ جدید",
  passwordMismatch: "گذرواژه‌ها یکسان نیستند.",
  passwordChanged: "گذرواژه تغییر کرد",

  exportSection: "برون‌بری",
  exportFollows: "دنبال‌شوندگان ({count})",
  exportFollowers: "دنبال‌کنندگان ({count})",
  download: "بارگیری",
  downloadFollows: "بارگیری دنبال‌شوندگان به‌صورت CSV",
  downloadFollowers: "بارگیری دنبال‌کنندگان به‌صورت CSV",

  importSection: "درون‌ریزی",
  importFollowsLink: "درون‌ریزی دنبال‌شوندگان",

  migrateSection: "انتقال حساب",
  manageIdentities: "مدیریت هویت‌ها",
  moveFollowersLink: "انتقال دنبال‌کنندگان",

  dangerSection: "حذف حساب",
  deleteAccount: "حذف حساب",
  deleteAccountConfirm: "حساب شما حذف شود؟ نمایه و پست‌هایتان پاک می‌شوند. این کار بازگشت‌پذیر نیست.",
  accountDeleted: "حساب شما حذف شد.",

  experimentsSection: "آزمایشی",
  experimentsSummary: "ویژگی‌های آزمایشی: ممکن است تغییر کنند یا از کار بیفتند",
  importFollowersLink: "درون‌ریزی دنبال‌کنندگان",
  conversationNewTab: "باز کردن گفت‌وگوها در زبانهٔ جدید",


  aliases: {
    title: "هویت‌ها",
    explanation:
      "پیش از آنکه بتوانید دنبال‌کنندگانتان را از حساب دیگری به این حساب منتقل کنید، آن حساب را اینجا به‌عنوان نام مستعار اضافه کنید. آن حساب هم باید این حساب را به‌عنوان نام مستعار خود معرفی کند.",
    declared: "نام‌های مستعار اعلام‌شده",
    verified: "نام‌های مستعار تأییدشده",
    verifiedHint: "این حساب‌ها هم این حساب را به‌عنوان نام مستعار خود معرفی کرده‌اند.",
    unknownAccount: "نمایهٔ ناشناخته",
    remove: "حذف نام مستعار {name}",
    addTitle: "افزودن نام مستعار",
    address: "نشانی فدیورس",
    addressPlaceholder: "user@example.social",
    add: "افزودن",
    suggestions: "چند نمایه پیدا شد. یکی را انتخاب کنید:",
    userNotFound: "کاربر پیدا نشد",
    alreadyAdded: "این کاربر از قبل در فهرست هست",
    added: "نام مستعار اضافه شد",
    removed: "نام مستعار حذف شد",
    adding: "در حال افزودن نام مستعار…",
    removing: "در حال حذف نام مستعار…",
  },

  move: {
    title: "انتقال دنبال‌کنندگان",
    explanation:
      "دنبال‌کنندگان شما از این پس حساب مقصد را دنبال خواهند کرد. حساب مقصد باید از قبل این حساب را به‌عنوان نام مستعار خود ثبت کرده باشد.",
    target: "نشانی حساب مقصد",
    targetPlaceholder: "user@example.social",
    move: "انتقال",
    userNotFound: "کاربر پیدا نشد",
    moved: "دنبال‌کنندگان شما در حال انتقال به {address} هستند.",
  },


  imports: {
    followersTitle: "درون‌ریزی دنبال‌کنندگان",
    followersIntro:
      "دنبال‌کنندگان را از یکی از نام‌های مستعارتان به این حساب منتقل کنید. در آنجا فهرست دنبال‌کنندگان را به‌صورت CSV برون‌بری کنید و اینجا بچسبانید.",
    fromActorId: "شناسهٔ کنشگر مبدأ",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "دنبال‌کنندگان (CSV)",
    followsTitle: "درون‌ریزی دنبال‌شوندگان",
    followsIntro: "همهٔ حساب‌های یک فهرست CSV را دنبال کنید، هر خط یک نشانی. این کار در پس‌زمینه انجام می‌شود.",
    followsCsv: "دنبال‌شوندگان (CSV)",
    import: "درون‌ریزی",
    followersImported: "دنبال‌کنندگان درون‌ریزی شدند",
    followsImported: "این حساب‌ها به‌زودی دنبال می‌شوند.",
  },
  shortcuts: {
    enabled: "میان‌برهای صفحه‌کلید (برای دیدن فهرست ? را بزنید)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
