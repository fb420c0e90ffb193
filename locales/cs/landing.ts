import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Nedávné veřejné příspěvky",
  show: "Zobrazit nedávné veřejné příspěvky",
  empty: "Zatím žádné veřejné příspěvky.",
  more: "Další na místní časové ose",
} satisfies NamespaceTranslation<"landing">;

export default landing;
