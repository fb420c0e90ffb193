import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galeria użytkownika {name}",
  galleryBack: "Wróć do profilu",
  viewPost: "Zobacz wpis",
  noMedia: "Nie znaleziono multimediów",
  openImage: "Otwórz obraz: {description}",
  image: "Obraz",
  sensitiveContent: "Treść wrażliwa: pokaż",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
