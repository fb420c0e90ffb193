import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O strežniku",
  administeredBy: "Upravlja",
  technicalInfo: "Tehnični podatki",
  serverVersion: "Različica strežnika: {version}",
  clientVersion: "Različica spletnega odjemalca: {version}",
  unknownVersion: "neznana",
  back: "Nazaj",
  instance: {
    blockedTitle: "Blokirani strežniki",
    noneBlocked: "Ta strežnik ne blokira nobenega drugega strežnika.",
    reason: "Razlog: {comment}",
    activeUsers: "Aktivni uporabniki ta mesec: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
