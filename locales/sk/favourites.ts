import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Obľúbené príspevky",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
