import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Вподобані дописи",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
