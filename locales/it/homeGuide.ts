import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "La home mostra i post delle persone che segui. Per ora è vuota: segui qualcuno oppure inizia dalle timeline pubbliche.",
  local: "i post di tutti su {instance}",
  federated: "i post pubblici di altri server seguiti da persone di qui",
  suggestions: "Persone da seguire",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
