import type { NamespaceTranslation } from "../partial";

const homeGuide = {
  intro: "На головній — дописи тих, за ким ви стежите. Поки тут порожньо: підпишіться на кількох людей або почніть із публічних стрічок.",
  local: "дописи всіх на {instance}",
  federated: "публічні дописи з інших серверів, за якими стежать тутешні користувачі",
  suggestions: "За ким стежити",
} satisfies NamespaceTranslation<"homeGuide">;

export default homeGuide;
