import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Folytatás ott, ahol abbahagytad",
  fromNewest: "Kezdés a legújabbakkal",
  notFound: "A bejegyzés, ahol abbahagytad, már nincs a kezdő idővonaladon.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
