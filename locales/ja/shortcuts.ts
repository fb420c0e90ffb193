import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "キーボードショートカット",
  then: "の次に",
  next: "次の投稿",
  previous: "前の投稿",
  open: "投稿を開く",
  reply: "返信",
  like: "いいね",
  repost: "リポスト",
  menu: "その他の操作",
  compose: "新規投稿",
  search: "検索",
  home: "ホームへ移動",
  notifications: "通知へ移動",
  help: "この一覧を表示",
  turnOff: "キーボードショートカットは設定でオフにできます。",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
