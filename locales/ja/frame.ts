import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "いいねした投稿",
    messages: "ダイレクトメッセージ",
    groups: "グループ",
    adminAccounts: "ローカルアカウント",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
