import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerija uporabnika {name}",
  galleryBack: "Nazaj na profil",
  viewPost: "Prikaži objavo",
  noMedia: "Ni najdenih medijev",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
