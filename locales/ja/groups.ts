import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "グループ",
  following: "フォロー中のグループ",
  moderating: "運営しているグループ",
  none: "グループはまだありません",
  create: "グループを作成",
  name: "名前",
  nameHint: "英数字、_、- のみ。グループのアドレスになります。",
  description: "説明",
  created: "グループを作成しました",
  edit: "編集",
  save: "保存",
  saved: "グループを保存しました",
  remove: "グループを削除",
  confirmRemove: "グループ {name} を削除しますか？",
  removed: "グループを削除しました",
  members: "メンバー",
  admin: "管理者",
  posts: "投稿",
  notFound: "グループが見つかりません",
  follow: "グループをフォロー",
  unfollow: "グループのフォローを解除",
  cancelRequest: "フォローリクエストを取り消す",
  followed: "このグループをフォローしています",
  requested: "フォローリクエストを送信しました",
  unfollowed: "このグループのフォローを解除しました",
} satisfies NamespaceTranslation<"groups">;

export default groups;
