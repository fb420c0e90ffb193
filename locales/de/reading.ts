import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Weiterlesen, wo du aufgehört hast",
  fromNewest: "Mit den neuesten beginnen",
  notFound: "Der Beitrag, bei dem du aufgehört hast, ist nicht mehr in deiner Startseite.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
