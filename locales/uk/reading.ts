import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Продовжити з місця, де ви зупинилися",
  fromNewest: "Почати з найновіших",
  notFound: "Допису, на якому ви зупинилися, вже немає в домашній стрічці.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
