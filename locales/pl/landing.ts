import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Najnowsze publiczne wpisy",
  show: "Pokaż najnowsze publiczne wpisy",
  empty: "Nie ma jeszcze publicznych wpisów.",
  more: "Więcej na lokalnej osi czasu",
} satisfies NamespaceTranslation<"landing">;

export default landing;
