import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O serveru",
  administeredBy: "Spravuje",
  technicalInfo: "Technické informace",
  serverVersion: "Verze serveru: {version}",
  clientVersion: "Verze webového klienta: {version}",
  unknownVersion: "neznámá",
  back: "Zpět",
  instance: {
    blockedTitle: "Blokované servery",
    noneBlocked: "Tento server neblokuje žádné jiné servery.",
    reason: "Důvod: {comment}",
    activeUsers: "Aktivní uživatelé tento měsíc: {count}",
  },
} satisfies NamespaceTranslation<"about">;

export default about;
