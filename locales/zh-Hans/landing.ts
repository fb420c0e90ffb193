import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "最近的公开帖子",
  show: "显示最近的公开帖子",
  empty: "还没有公开帖子。",
  more: "在本站时间线查看更多",
} satisfies NamespaceTranslation<"landing">;

export default landing;
