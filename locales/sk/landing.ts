import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Nedávne verejné príspevky",
  show: "Zobraziť nedávne verejné príspevky",
  empty: "Zatiaľ žiadne verejné príspevky.",
  more: "Viac na miestnej časovej osi",
} satisfies NamespaceTranslation<"landing">;

export default landing;
