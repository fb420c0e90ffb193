import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Posts curtidos",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
