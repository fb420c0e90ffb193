import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Reprendre là où vous en étiez",
  fromNewest: "Commencer par les plus récents",
  notFound: "Le message où vous vous étiez arrêté n’est plus dans votre fil d’accueil.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
