import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Legutóbbi nyilvános bejegyzések",
  show: "Legutóbbi nyilvános bejegyzések megjelenítése",
  empty: "Még nincsenek nyilvános bejegyzések.",
  more: "Továbbiak a helyi idővonalon",
} satisfies NamespaceTranslation<"landing">;

export default landing;
