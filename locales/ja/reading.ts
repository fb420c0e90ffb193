import type { NamespaceTranslation } from "../partial";

const reading = {
  continue: "前回の続きから読む",
  fromNewest: "最新から読む",
  notFound: "前回読んでいた投稿はホームのタイムラインにもうありません。",
} satisfies NamespaceTranslation<"reading">;

export default reading;
