import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Continuar de onde parou",
  fromNewest: "Começar pelas mais recentes",
  notFound: "A publicação onde você parou não está mais na sua linha do tempo inicial.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
