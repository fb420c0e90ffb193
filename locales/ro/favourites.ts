import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Postări apreciate",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
