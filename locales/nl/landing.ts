import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Recente openbare berichten",
  show: "Recente openbare berichten tonen",
  empty: "Nog geen openbare berichten.",
  more: "Meer op de lokale tijdlijn",
} satisfies NamespaceTranslation<"landing">;

export default landing;
