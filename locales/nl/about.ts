import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Over",
  administeredBy: "Beheerd door",
  technicalInfo: "Technische informatie",
  serverVersion: "Serverversie: {version}",
  clientVersion: "Versie van de webclient: {version}",
  unknownVersion: "onbekend",
  back: "Terug",
  instance: {
    blockedTitle: "Geblokkeerde servers",
    noneBlocked: "Deze server blokkeert geen andere servers.",
    reason: "Reden: {comment}",
    activeUsers: "Actieve gebruikers deze maand: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
