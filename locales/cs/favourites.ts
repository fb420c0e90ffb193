import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Oblíbené příspěvky",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
