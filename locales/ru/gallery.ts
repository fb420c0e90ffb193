import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Галерея пользователя {name}",
  galleryBack: "Вернуться к профилю",
  viewPost: "Открыть пост",
  noMedia: "Медиафайлы не найдены",
  openImage: "Открыть изображение: {description}",
  image: "Изображение",
  sensitiveContent: "Деликатное содержимое: показать",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
