import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Галерея користувача {name}",
  galleryBack: "Повернутися до профілю",
  viewPost: "Відкрити допис",
  noMedia: "Медіафайлів не знайдено",
  openImage: "Відкрити зображення: {description}",
  image: "Зображення",
  sensitiveContent: "Делікатний вміст: показати",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
