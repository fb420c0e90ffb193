import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Publicaciones públicas recientes",
  show: "Mostrar publicaciones públicas recientes",
  empty: "Aún no hay publicaciones públicas.",
  more: "Más en la cronología local",
} satisfies NamespaceTranslation<"landing">;

export default landing;
