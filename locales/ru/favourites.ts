import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Понравившиеся посты",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
