import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "コメント付きでリポスト",
  bookmark: "ブックマーク",
  removeBookmark: "ブックマークを解除",
  addToFeatured: "プロフィールにピン留め",
  removeFromFeatured: "ピン留めを解除",
  editPost: "投稿を編集",
  deletePost: "投稿を削除",
  confirmDelete: "この投稿を削除しますか？この操作は取り消せません。",
  deleted: "投稿を削除しました",
  muteAuthor: "投稿者をミュート",
  unmuteAuthor: "投稿者のミュートを解除",
  muted: "{handle} をミュートしました",
  unmuted: "{handle} のミュートを解除しました",
  saveToIpfs: "IPFS に保存",
  copyLink: "投稿へのリンクをコピー",
  linkCopied: "リンクをコピーしました",
  copyObjectId: "オブジェクト ID をコピー",
  objectIdCopied: "オブジェクト ID をコピーしました",
  copyFailed: "クリップボードにコピーできませんでした",
  loadReplies: "返信を読み込む",
  reloadHint: "数分後にページを再読み込みしてください",
  adminDelete: "投稿を削除 (管理者)",
  confirmAdminDelete: "{handle} のこの投稿を削除しますか？この操作は取り消せません。",
  adminSection: "管理",
  closeImage: "画像を閉じる",
  previousImage: "前の画像",
  nextImage: "次の画像",
  imageOf: "画像 {n}/{total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
