import type { NamespaceTranslation } from "../partial";

const interactions = {
  label: "Cine a interacționat",
  likes: "Apreciat de",
  reposts: "Redistribuit de",
  reactions: "Reacții",
  nobody: "Nimeni încă",
  showMore: "Arată mai mult",
  backToPost: "Înapoi la postare",
  reactionCount: "{emoji}: {count} {{|reacție|de reacții|reacții|de reacții|de reacții}}",
} satisfies NamespaceTranslation<"interactions">;

export default interactions;
