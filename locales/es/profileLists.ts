import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Mostrar más perfiles",
  noProfiles: "No se encontraron perfiles",
  expiresOn: "Caduca el {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
