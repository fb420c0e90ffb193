import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Continuar onde ficou",
  fromNewest: "Começar pelas mais recentes",
  notFound: "A publicação onde ficou já não está na sua cronologia inicial.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
