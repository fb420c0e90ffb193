import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Ai đã tương tác",
  likes: "Được thích bởi",
  reposts: "Được đăng lại bởi",
  reactions: "Biểu cảm",
  nobody: "Chưa có ai",
  showMore: "Xem thêm",
  backToPost: "Quay lại bài đăng",
  reactionCount: "{emoji}: {count} lượt bày tỏ cảm xúc",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
