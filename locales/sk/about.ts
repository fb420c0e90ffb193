import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O serveri",
  administeredBy: "Spravuje",
  technicalInfo: "Technické informácie",
  serverVersion: "Verzia servera: {version}",
  clientVersion: "Verzia webového klienta: {version}",
  unknownVersion: "neznáma",
  back: "Späť",
} satisfies NamespaceTranslation<"about">;

export default about;
