import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O strežniku",
  administeredBy: "Upravlja",
  technicalInfo: "Tehnični podatki",
  serverVersion: "Različica strežnika: {version}",
  clientVersion: "Različica spletnega odjemalca: {version}",
  unknownVersion: "neznana",
  back: "Nazaj",
} satisfies NamespaceTranslation<"about">;

export default about;
