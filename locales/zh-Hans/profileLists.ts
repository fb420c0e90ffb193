import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "显示更多用户",
  noProfiles: "未找到用户",
  expiresOn: "到期时间：{date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
