import type { NamespaceTranslation } from "../partial";

const errors = {
  network: "Не вдалося з’єднатися із сервером. Перевірте підключення та спробуйте ще раз.",
  requestTooLarge: "Запит завеликий.",
  unknown: "Щось пішло не так. Спробуйте ще раз.",
  sessionExpired: "Ваш сеанс завершився. Увійдіть знову.",
  notAuthenticated: "Спочатку потрібно увійти.",
  tooManyRequests: "Забагато запитів. Зачекайте трохи й спробуйте ще раз.",
  permission: "У вас немає дозволу на цю дію.",
  loadFailed: "Не вдалося завантажити сторінку: {message}",
  appFailed: "Не вдалося запустити застосунок: {message}",
  servers: {
    profileNotSaved: "Сервер не зберіг профіль: у поверненому обліковому записі зміни немає.",
  },
  configNotSaved:
    "Налаштування збережено на цьому пристрої, і їх буде збережено у вашому обліковому записі, коли сервер відповість. Поки не збережено: {message}",
} satisfies NamespaceTranslation<"errors">;

export default errors;
