import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "赞过的帖子",
    messages: "私信",
    groups: "群组",
    adminAccounts: "本地账号",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
