import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Bài đã thích",
    messages: "Tin nhắn trực tiếp",
    groups: "Nhóm",
    adminAccounts: "Tài khoản cục bộ",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
