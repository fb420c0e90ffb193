import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Publicações públicas recentes",
  show: "Mostrar publicações públicas recentes",
  empty: "Ainda não há publicações públicas.",
  more: "Mais na linha do tempo local",
} satisfies NamespaceTranslation<"landing">;

export default landing;
