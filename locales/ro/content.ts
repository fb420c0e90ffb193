import type { NamespaceTranslation } from "../partial";

const content = {
  showMore: "Afișează mai mult",
  showLess: "Afișează mai puțin",
} satisfies NamespaceTranslation<"content">;

export default content;
