import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Кто отреагировал",
  likes: "Понравилось",
  reposts: "Репостнули",
  reactions: "Реакции",
  nobody: "Пока никого",
  showMore: "Показать ещё",
  backToPost: "Назад к посту",
  reactionCount: "{emoji}: {count} {{|реакция|реакции|реакции|реакций|реакции}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
