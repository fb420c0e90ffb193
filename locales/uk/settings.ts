import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Налаштування",

  profileSection: "Профіль",
  editProfile: "Редагувати профіль",
  subscriptionsSection: "Передплати",
  manageSubscriptions: "Керування передплатами",

  appearanceSection: "Вигляд",
  theme: {
    label: "Тема",
    system: "Як на пристрої",
    light: "Світла",
    dark: "Темна",
  },
  language: "Мова",

  postsSection: "Дописи",
  contentWarnings: "Приховувати делікатні дописи за попередженням про вміст",
  ctrlEnter: "Надсилати дописи за допомогою Ctrl+Enter",
  altTextReminder: "Нагадувати описати зображення перед публікацією",
  defaultVisibility: "Типова видимість дописів",
  visibilityPublic: "Публічний",
  visibilityFollowers: "Для підписників",
  visibilitySubscribers: "Для передплатників",

  authenticationSection: "Автентифікація",
  authMethods: "Способи входу в цей обліковий запис",
  methodPassword: "Пароль",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Змінити пароль",
  newPassword: "Новий пароль",
  confirmPassword: "Повторіть новий пароль",
  passwordMismatch: "Паролі не збігаються.",
  passwordChanged: "Пароль змінено",

  exportSection: "Експорт",
  exportFollows: "Підписки ({count})",
  exportFollowers: "Підписники ({count})",
  download: "Завантажити",
  downloadFollows: "Завантажити підписки у форматі CSV",
  downloadFollowers: "Завантажити підписників у форматі CSV",

  importSection: "Імпорт",
  importFollowsLink: "Імпортувати підписки",

  migrateSection: "Перенесення облікового запису",
  manageIdentities: "Керування псевдонімами",
  moveFollowersLink: "Перенести підписників",

  dangerSection: "Видалення облікового запису",
  deleteAccount: "Видалити обліковий запис",
  deleteAccountConfirm: "Видалити ваш обліковий запис? Ваш профіль і дописи буде видалено. Цю дію неможливо скасувати.",
  accountDeleted: "Ваш обліковий запис видалено.",

  experimentsSection: "Експерименти",
  experimentsSummary: "Експериментальні функції: вони можуть змінитися або перестати працювати",
  importFollowersLink: "Імпортувати підписників",
  conversationNewTab: "Відкривати розмови в новій вкладці",


  aliases: {
    title: "Псевдоніми",
    explanation:
      "Щоб перенести підписників з іншого облікового запису на цей, спершу вкажіть тут той обліковий запис як псевдонім. Інший обліковий запис теж має вказати цей як свій псевдонім.",
    declared: "Вказані псевдоніми",
    verified: "Підтверджені псевдоніми",
    verifiedHint: "Ці облікові записи теж вказують цей обліковий запис як псевдонім.",
    unknownAccount: "Невідомий профіль",
    remove: "Вилучити псевдонім {name}",
    addTitle: "Додати псевдонім",
    address: "Адреса у федивсесвіті",
    addressPlaceholder: "user@example.social",
    add: "Додати",
    suggestions: "Знайдено кілька профілів. Виберіть один:",
    userNotFound: "користувача не знайдено",
    alreadyAdded: "користувач уже є в списку",
    added: "Псевдонім додано",
    removed: "Псевдонім вилучено",
    adding: "Додавання псевдоніма…",
    removing: "Вилучення псевдоніма…",
  },

  move: {
    title: "Перенесення підписників",
    explanation:
      "Ваші підписники натомість підпишуться на цільовий обліковий запис. Спершу цільовий обліковий запис має вказати цей як псевдонім.",
    target: "Адреса цільового облікового запису",
    targetPlaceholder: "user@example.social",
    move: "Перенести",
    userNotFound: "користувача не знайдено",
    moved: "Ваші підписники переносяться на {address}.",
  },


  imports: {
    followersTitle: "Імпорт підписників",
    followersIntro:
      "Перенесіть підписників з одного з ваших псевдонімів на цей обліковий запис. Експортуйте там підписників у CSV і вставте їх сюди.",
    fromActorId: "ID вихідного актора",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Підписники (CSV)",
    followsTitle: "Імпорт підписок",
    followsIntro: "Ви підпишетеся на кожен обліковий запис зі списку CSV (по одній адресі в рядку). Імпорт виконується у фоновому режимі.",
    followsCsv: "Підписки (CSV)",
    import: "Імпортувати",
    followersImported: "Підписників імпортовано",
    followsImported: "Незабаром ви підпишетеся на ці облікові записи.",
  },
  shortcuts: {
    enabled: "Гарячі клавіші (натисніть ?, щоб побачити список)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
