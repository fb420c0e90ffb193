import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Gillade inlägg",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
