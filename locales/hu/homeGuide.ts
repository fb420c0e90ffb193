import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "A kezdőlap azoknak a bejegyzéseit mutatja, akiket követsz. Egyelőre üres: kövess néhány embert, vagy kezdd a nyilvános idővonalakkal.",
  local: "mindenki bejegyzései a(z) {instance} oldalon",
  federated: "más szerverek nyilvános bejegyzései, amelyeket az itteniek követnek",
  suggestions: "Követni ajánlott emberek",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
