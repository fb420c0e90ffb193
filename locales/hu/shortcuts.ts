import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Billentyűparancsok",
  then: "majd",
  next: "Következő bejegyzés",
  previous: "Előző bejegyzés",
  open: "Bejegyzés megnyitása",
  reply: "Válasz",
  like: "Kedvelés",
  repost: "Megosztás",
  menu: "További műveletek",
  compose: "Új bejegyzés",
  search: "Keresés",
  home: "Ugrás a kezdőlapra",
  notifications: "Ugrás az értesítésekhez",
  help: "A lista megjelenítése",
  turnOff: "A billentyűparancsokat a Beállításokban kapcsolhatod ki.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
