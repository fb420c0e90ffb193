import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Continuă de unde ai rămas",
  fromNewest: "Începe cu cele mai noi",
  notFound: "Postarea la care ai rămas nu mai este în cronologia ta principală.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
