import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "Galerie uživatele {name}",
  galleryBack: "Zpět na profil",
  viewPost: "Zobrazit příspěvek",
  noMedia: "Nebyla nalezena žádná média",
  openImage: "Otevřít obrázek: {description}",
  image: "Obrázek",
  sensitiveContent: "Citlivý obsah: zobrazit",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
