import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Riprendi da dove eri rimasto",
  fromNewest: "Inizia dai più recenti",
  notFound: "Il post a cui eri arrivato non è più nella tua timeline home.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
