import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Pokračovať tam, kde ste skončili",
  fromNewest: "Začať od najnovších",
  notFound: "Príspevok, pri ktorom ste skončili, už nie je na vašej domovskej časovej osi.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
