import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "从上次读到的地方继续",
  fromNewest: "从最新的开始",
  notFound: "你上次读到的帖子已不在主页时间线中。",
} satisfies NamespaceTranslation<"reading">;

export default reading;
