import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Галерея користувача {name}",
  galleryBack: "Повернутися до профілю",
  viewPost: "Відкрити допис",
  noMedia: "Медіафайлів не знайдено",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
