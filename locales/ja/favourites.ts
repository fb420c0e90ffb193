import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "いいねした投稿",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
