import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "互动的人",
  likes: "点赞的人",
  reposts: "转发的人",
  reactions: "回应",
  nobody: "还没有人",
  showMore: "显示更多",
  backToPost: "返回帖子",
  reactionCount: "{emoji}：{count} 个回应",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
