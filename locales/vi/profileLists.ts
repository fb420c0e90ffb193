import type { NamespaceTranslation } from "../partial";

const profileLists = {
  showMoreProfiles: "Xem thêm hồ sơ",
  noProfiles: "Không tìm thấy hồ sơ nào",
  expiresOn: "Hết hạn vào {date}",
} satisfies NamespaceTranslation<"profileLists">;

export default profileLists;
