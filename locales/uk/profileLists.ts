import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Показати більше профілів",
  noProfiles: "Профілів не знайдено",
  expiresOn: "Закінчується {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
