import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Pokračovat, kde jste skončili",
  fromNewest: "Začít od nejnovějších",
  notFound: "Příspěvek, u kterého jste skončili, už na domovské časové ose není.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
