import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Показать ещё профили",
  noProfiles: "Профили не найдены",
  expiresOn: "Истекает {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
