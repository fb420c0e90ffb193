import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kdo se je odzval",
  likes: "Všečkali so",
  reposts: "Delili so",
  reactions: "Odzivi",
  nobody: "Še nihče",
  showMore: "Pokaži več",
  backToPost: "Nazaj na objavo",
  reactionCount: "{emoji}: {count} {{|odziv|odziva|odzivi|odzivov|odzivov}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
