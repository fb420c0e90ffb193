import type { NamespaceTranslation } from "../partial";

const landing = {
  title: "Нещодавні публічні дописи",
  show: "Показати нещодавні публічні дописи",
  empty: "Публічних дописів ще немає.",
  more: "Більше в локальній стрічці",
} satisfies NamespaceTranslation<"landing">;

export default landing;
