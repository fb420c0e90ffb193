import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O serveri",
  administeredBy: "Spravuje",
  technicalInfo: "Technické informácie",
  serverVersion: "Verzia servera: {version}",
  clientVersion: "Verzia webového klienta: {version}",
  unknownVersion: "neznáma",
  back: "Späť",
  instance: {
    blockedTitle: "Blokované servery",
    noneBlocked: "Tento server neblokuje žiadne iné servery.",
    reason: "Dôvod: {comment}",
    activeUsers: "Aktívni používatelia tento mesiac: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
