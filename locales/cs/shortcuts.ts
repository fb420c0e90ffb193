import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Klávesové zkratky",
  then: "potom",
  next: "Další příspěvek",
  previous: "Předchozí příspěvek",
  open: "Otevřít příspěvek",
  reply: "Odpovědět",
  like: "Oblíbit",
  repost: "Sdílet",
  menu: "Další akce",
  compose: "Nový příspěvek",
  search: "Hledat",
  home: "Přejít domů",
  notifications: "Přejít na oznámení",
  help: "Zobrazit tento seznam",
  turnOff: "Klávesové zkratky můžete vypnout v Nastavení.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
