import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Nedavne javne objave",
  show: "Pokaži nedavne javne objave",
  empty: "Javnih objav še ni.",
  more: "Več na lokalni časovnici",
} satisfies NamespaceTranslation<"landing">;

export default landing;
