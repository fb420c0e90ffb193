import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Хто відреагував",
  likes: "Вподобали",
  reposts: "Поширили",
  reactions: "Реакції",
  nobody: "Поки нікого",
  showMore: "Показати більше",
  backToPost: "Назад до допису",
  reactionCount: "{emoji}: {count} {{|реакція|реакції|реакції|реакцій|реакції}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
