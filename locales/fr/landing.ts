import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Publications publiques récentes",
  show: "Afficher les publications publiques récentes",
  empty: "Aucune publication publique pour l’instant.",
  more: "Plus sur le fil local",
} satisfies NamespaceTranslation<"landing">;

export default landing;
