import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Publicaciones que te gustan",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
