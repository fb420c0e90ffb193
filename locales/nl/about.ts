import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Over",
  administeredBy: "Beheerd door",
  technicalInfo: "Technische informatie",
  serverVersion: "Serverversie: {version}",
  clientVersion: "Versie van de webclient: {version}",
  unknownVersion: "onbekend",
  back: "Terug",
} satisfies NamespaceTranslation<"about">;

export default about;
