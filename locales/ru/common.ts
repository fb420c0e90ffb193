import type { NamespaceTranslation } from "../partial";

const common = {
  appName: "Mitra",
  pageTitle: "{page} | {instance}",
  loading: "Загрузка…",
  cancel: "Отмена",
  ok: "ОК",
  save: "Сохранить",
  saving: "Сохранение…",
  close: "Закрыть",
  retry: "Повторить",
  remove: "Удалить",
  showMore: "Показать ещё",
  confirm: "Подтвердить",
  back: "Назад",
  defaultAvatar: "Аватар по умолчанию",
  avatarOf: "Аватар пользователя {name}",
  language: "Язык",
  themeToLight: "Включить светлую тему",
  themeToDark: "Включить тёмную тему",
  // Loading data: shared by every screen that loads something.
  query: {
    malformed: "Сервер прислал ответ, который эта страница не может прочитать.",
    refreshFailed: "Не удалось обновить: {message}",
  },
} satisfies NamespaceTranslation<"common">;

export default common;
