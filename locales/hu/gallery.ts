import type { NamespaceTranslation } from "../partial";

const gallery = {
  galleryTitle: "{name} galériája",
  galleryBack: "Vissza a profilhoz",
  viewPost: "Bejegyzés megtekintése",
  noMedia: "Nincsenek médiafájlok",
} satisfies NamespaceTranslation<"gallery">;

export default gallery;
