import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "赞过的帖子",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
