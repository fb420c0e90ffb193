import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Kdo se je odzval",
  likes: "Všečkali so",
  reposts: "Delili so",
  reactions: "Odzivi",
  nobody: "Še nihče",
  showMore: "Pokaži več",
  backToPost: "Nazaj na objavo",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
