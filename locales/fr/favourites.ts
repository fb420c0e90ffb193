import type { NamespaceTranslation } from "../partial";

const favourites = {
  title: "Publications aimées",
} satisfies NamespaceTranslation<"favourites">;

export default favourites;
