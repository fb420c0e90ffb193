import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Kedvelt bejegyzések",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
