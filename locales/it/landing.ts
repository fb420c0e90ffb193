import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Post pubblici recenti",
  show: "Mostra i post pubblici recenti",
  empty: "Ancora nessun post pubblico.",
  more: "Altri nella timeline locale",
} satisfies NamespaceTranslation<"landing">;

export default landing;
