import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "Home toont berichten van mensen die je volgt. Voorlopig is het leeg: volg een paar mensen, of begin met de openbare tijdlijnen.",
  local: "berichten van iedereen op {instance}",
  federated: "openbare berichten van andere servers die mensen hier volgen",
  suggestions: "Mensen om te volgen",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
