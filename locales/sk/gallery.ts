import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galéria používateľa {name}",
  galleryBack: "Späť na profil",
  viewPost: "Zobraziť príspevok",
  noMedia: "Nenašli sa žiadne médiá",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
