import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Post che ti piacciono",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
