import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Klávesové skratky",
  then: "potom",
  next: "Ďalší príspevok",
  previous: "Predchádzajúci príspevok",
  open: "Otvoriť príspevok",
  reply: "Odpovedať",
  like: "Obľúbiť",
  repost: "Zdieľať",
  menu: "Ďalšie akcie",
  compose: "Nový príspevok",
  search: "Hľadať",
  home: "Prejsť domov",
  notifications: "Prejsť na upozornenia",
  help: "Zobraziť tento zoznam",
  turnOff: "Klávesové skratky môžete vypnúť v Nastaveniach.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
