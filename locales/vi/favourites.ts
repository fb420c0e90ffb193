import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Bài đã thích",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
