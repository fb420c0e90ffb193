import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerija uporabnika {name}",
  galleryBack: "Nazaj na profil",
  viewPost: "Prikaži objavo",
  noMedia: "Ni najdenih medijev",
  openImage: "Odpri sliko: {description}",
  image: "Slika",
  sensitiveContent: "Občutljiva vsebina: prikaži",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
