import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Postări publice recente",
  show: "Arată postările publice recente",
  empty: "Încă nu există postări publice.",
  more: "Mai multe în cronologia locală",
} satisfies NamespaceTranslation<"landing">;

export default landing;
