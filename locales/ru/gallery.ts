import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Галерея пользователя {name}",
  galleryBack: "Вернуться к профилю",
  viewPost: "Открыть пост",
  noMedia: "Медиафайлы не найдены",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
