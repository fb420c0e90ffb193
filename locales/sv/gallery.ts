import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galleri för {name}",
  galleryBack: "Tillbaka till profilen",
  viewPost: "Visa inlägg",
  noMedia: "Inga medier hittades",
  openImage: "Öppna bild: {description}",
  image: "Bild",
  sensitiveContent: "Känsligt innehåll: visa",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
