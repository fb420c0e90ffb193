import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Polubione wpisy",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
