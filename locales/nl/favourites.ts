import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Berichten die je leuk vindt",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
