import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Hem visar inlägg från dem du följer. Än så länge är det tomt: följ några personer, eller börja med de offentliga tidslinjerna.",
  local: "allas inlägg på {instance}",
  federated: "offentliga inlägg från andra servrar som folk här följer",
  suggestions: "Personer att följa",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
