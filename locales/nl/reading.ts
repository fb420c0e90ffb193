import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Verder waar je gebleven was",
  fromNewest: "Bij de nieuwste beginnen",
  notFound: "Het bericht waar je gebleven was staat niet meer in je starttijdlijn.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
