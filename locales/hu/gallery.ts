import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "{name} galériája",
  galleryBack: "Vissza a profilhoz",
  viewPost: "Bejegyzés megtekintése",
  noMedia: "Nincsenek médiafájlok",
  openImage: "Kép megnyitása: {description}",
  image: "Kép",
  sensitiveContent: "Érzékeny tartalom: megjelenítés",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
