import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Kontynuuj tam, gdzie skończyłeś",
  fromNewest: "Zacznij od najnowszych",
  notFound: "Wpisu, na którym skończyłeś, nie ma już na twojej osi czasu.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
