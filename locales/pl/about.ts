import type { NamespaceTranslation } from "../partial";

const about = {
  title: "O serwerze",
  administeredBy: "Administrator",
  technicalInfo: "Informacje techniczne",
  serverVersion: "Wersja serwera: {version}",
  clientVersion: "Wersja klienta WWW: {version}",
  unknownVersion: "nieznana",
  back: "Wstecz",
} satisfies NamespaceTranslation<"about">;

export default about;
