import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Neue öffentliche Beiträge",
  show: "Neue öffentliche Beiträge zeigen",
  empty: "Noch keine öffentlichen Beiträge.",
  more: "Mehr in der lokalen Zeitleiste",
} satisfies NamespaceTranslation<"landing">;

export default landing;
