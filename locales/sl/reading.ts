import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Nadaljuj, kjer ste ostali",
  fromNewest: "Začni z najnovejšimi",
  notFound: "Objave, pri kateri ste ostali, ni več na vaši domači časovnici.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
