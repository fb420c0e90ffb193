import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O serveru",
  administeredBy: "Spravuje",
  technicalInfo: "Technické informace",
  serverVersion: "Verze serveru: {version}",
  clientVersion: "Verze webového klienta: {version}",
  unknownVersion: "neznámá",
  back: "Zpět",
} satisfies NamespaceTranslation<"about">;

export default about;
