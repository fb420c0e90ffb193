import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Beiträge, die dir gefallen",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
