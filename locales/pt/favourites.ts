import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Publicações de que gosta",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
