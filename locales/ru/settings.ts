import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Настройки",

  profileSection: "Профиль",
  editProfile: "Редактировать профиль",
  subscriptionsSection: "Подписки",
  manageSubscriptions: "Управление подписками",

  appearanceSection: "Оформление",
  theme: {
    label: "Тема",
    system: "Как на устройстве",
    light: "Светлая",
    dark: "Тёмная",
  },
  language: "Язык",

  postsSection: "Посты",
  contentWarnings: "Скрывать деликатные посты за предупреждением о содержимом",
  ctrlEnter: "Отправлять посты по Ctrl+Enter",
  altTextReminder: "Напоминать об описании изображений перед публикацией",
  defaultVisibility: "Видимость постов по умолчанию",
  visibilityPublic: "Публичный",
  visibilityFollowers: "Для читателей",
  visibilitySubscribers: "Для подписчиков",

  authenticationSection: "Аутентификация",
  authMethods: "Способы входа в этот аккаунт",
  methodPassword: "Пароль",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Сменить пароль",
  newPassword: "Новый пароль",
  confirmPassword: "Повторите новый пароль",
  passwordMismatch: "Пароли не совпадают.",
  passwordChanged: "Пароль изменён",

  exportSection: "Экспорт",
  exportFollows: "Читаемые ({count})",
  exportFollowers: "Читатели ({count})",
  download: "Скачать",
  downloadFollows: "Скачать список читаемых в CSV",
  downloadFollowers: "Скачать список читателей в CSV",

  importSection: "Импорт",
  importFollowsLink: "Импорт читаемых",

  migrateSection: "Перенос аккаунта",
  manageIdentities: "Управление псевдонимами",
  moveFollowersLink: "Перенести читателей",

  dangerSection: "Удаление аккаунта",
  deleteAccount: "Удалить аккаунт",
  deleteAccountConfirm: "Удалить ваш аккаунт? Ваш профиль и посты будут удалены. Это действие нельзя отменить.",
  accountDeleted: "Ваш аккаунт удалён.",

  experimentsSection: "Эксперименты",
  experimentsSummary: "Экспериментальные функции: они могут измениться или перестать работать",
  importFollowersLink: "Импорт читателей",
  conversationNewTab: "Открывать беседы в новой вкладке",


  aliases: {
    title: "Псевдонимы",
    explanation:
      "Чтобы перенести читателей с другого аккаунта на этот, сначала укажите здесь тот аккаунт как псевдоним. Другой аккаунт тоже должен указать этот как свой псевдоним.",
    declared: "Указанные псевдонимы",
    verified: "Подтверждённые псевдонимы",
    verifiedHint: "Эти аккаунты тоже указывают этот аккаунт как псевдоним.",
    unknownAccount: "Неизвестный профиль",
    remove: "Удалить псевдоним {name}",
    addTitle: "Добавить псевдоним",
    address: "Адрес в федивёрсе",
    addressPlaceholder: "user@example.social",
    add: "Добавить",
    suggestions: "Подходят несколько профилей. Выберите один:",
    userNotFound: "пользователь не найден",
    alreadyAdded: "пользователь уже в списке",
    added: "Псевдоним добавлен",
    removed: "Псевдоним удалён",
    adding: "Добавление псевдонима…",
    removing: "Удаление псевдонима…",
  },

  move: {
    title: "Перенос читателей",
    explanation:
      "Ваши читатели начнут читать целевой аккаунт вместо этого. Сначала целевой аккаунт должен указать этот аккаунт как псевдоним.",
    target: "Адрес целевого аккаунта",
    targetPlaceholder: "user@example.social",
    move: "Перенести",
    userNotFound: "пользователь не найден",
    moved: "Ваши читатели переносятся на {address}.",
  },


  imports: {
    followersTitle: "Импорт читателей",
    followersIntro:
      "Перенесите читателей с одного из ваших псевдонимов на этот аккаунт. Экспортируйте там список читателей в CSV и вставьте его сюда.",
    fromActorId: "ID исходного актора",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Читатели (CSV)",
    followsTitle: "Импорт читаемых",
    followsIntro: "Вы начнёте читать все аккаунты из списка CSV (по одному адресу в строке). Импорт выполняется в фоновом режиме.",
    followsCsv: "Читаемые (CSV)",
    import: "Импортировать",
    followersImported: "Читатели импортированы",
    followsImported: "Скоро вы начнёте читать эти аккаунты.",
  },
  shortcuts: {
    enabled: "Горячие клавиши (нажмите ?, чтобы увидеть список)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
