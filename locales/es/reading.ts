import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Seguir donde lo dejaste",
  fromNewest: "Empezar por lo más reciente",
  notFound: "La publicación donde lo dejaste ya no está en tu cronología de inicio.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
