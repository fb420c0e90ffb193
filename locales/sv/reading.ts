import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Fortsätt där du slutade",
  fromNewest: "Börja med de senaste",
  notFound: "Inlägget där du slutade finns inte längre i din hemtidslinje.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
