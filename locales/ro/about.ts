import type { NamespaceTranslation } from "../partial";

const about = {
  title: "Despre",
  administeredBy: "Administrat de",
  technicalInfo: "Informații tehnice",
  serverVersion: "Versiunea serverului: {version}",
  clientVersion: "Versiunea clientului web: {version}",
  unknownVersion: "necunoscută",
  back: "Înapoi",
  instance: {
    blockedTitle: "Servere blocate",
    noneBlocked: "Acest server nu blochează alte servere.",
    reason: "Motiv: {comment}",
    activeUsers: "Utilizatori activi luna aceasta: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
