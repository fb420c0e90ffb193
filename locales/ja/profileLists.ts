import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "プロフィールをもっと見る",
  noProfiles: "プロフィールが見つかりません",
  expiresOn: "有効期限: {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
