import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Všečkane objave",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
