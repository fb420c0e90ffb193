import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "Продолжить с того места, где вы остановились",
  fromNewest: "Начать с самых новых",
  notFound: "Поста, на котором вы остановились, больше нет в домашней ленте.",
} satisfies NamespaceTranslation<"reading">;

export default reading;
