import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Не удалось связаться с сервером. Проверьте подключение и повторите попытку.",
  requestTooLarge: "Слишком большой запрос.",
  unknown: "Что-то пошло не так. Попробуйте ещё раз.",
  sessionExpired: "Сеанс истёк. Войдите снова.",
  notAuthenticated: "Сначала нужно войти.",
  tooManyRequests: "Слишком много запросов. Подождите немного и повторите попытку.",
  permission: "У вас нет прав на это действие.",
  loadFailed: "Не удалось загрузить страницу: {message}",
  appFailed: "Не удалось запустить приложение: {message}",
  servers: {
    profileNotSaved: "Сервер не сохранил профиль: в возвращённой учётной записи изменения нет.",
  },
  configNotSaved:
    "Настройки сохранены на этом устройстве и будут сохранены в аккаунте, когда сервер ответит. Пока не сохранены: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
