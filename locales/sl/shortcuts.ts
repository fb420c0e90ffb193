import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Bližnjice na tipkovnici",
  then: "nato",
  next: "Naslednja objava",
  previous: "Prejšnja objava",
  open: "Odpri objavo",
  reply: "Odgovori",
  like: "Všečkaj",
  repost: "Deli",
  menu: "Več dejanj",
  compose: "Nova objava",
  search: "Iskanje",
  home: "Pojdi na domačo stran",
  notifications: "Pojdi na obvestila",
  help: "Prikaži ta seznam",
  turnOff: "Bližnjice na tipkovnici lahko izklopite v Nastavitvah.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
