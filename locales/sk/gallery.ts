import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galéria používateľa {name}",
  galleryBack: "Späť na profil",
  viewPost: "Zobraziť príspevok",
  noMedia: "Nenašli sa žiadne médiá",
  openImage: "Otvoriť obrázok: {description}",
  image: "Obrázok",
  sensitiveContent: "Citlivý obsah: zobraziť",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
