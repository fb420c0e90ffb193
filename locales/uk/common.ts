import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Завантаження…",
  cancel: "Скасувати",
  ok: "OK",
  save: "Зберегти",
  saving: "Збереження…",
  close: "Закрити",
  retry: "Спробувати ще раз",
  remove: "Вилучити",
  showMore: "Показати більше",
  confirm: "Підтвердити",
  back: "Назад",
  defaultAvatar: "Типовий аватар",
  avatarOf: "Аватар користувача {name}",
  language: "Мова",
  themeToLight: "Увімкнути світлу тему",
  themeToDark: "Увімкнути темну тему",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Сервер надіслав відповідь, яку ця сторінка не може прочитати.",
    refreshFailed: "Не вдалося оновити: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
