import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Senaste offentliga inlägg",
  show: "Visa senaste offentliga inlägg",
  empty: "Inga offentliga inlägg än.",
  more: "Mer i den lokala tidslinjen",
} satisfies NamespaceTranslation<"landing">;

export default landing;
