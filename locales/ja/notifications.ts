import type { NamespaceTranslation } from "../partial";

const notifications = {
  title: "通知",
  followed: "さんがあなたをフォローしました",
  followRequest: "さんからフォローリクエストが届きました",
  mentioned: "さんがあなたをメンションしました",
  replied: "さんがあなたの投稿に返信しました",
  liked: "さんがあなたの投稿にいいねしました",
  reacted: "さんがあなたの投稿にリアクションしました",
  reactedWith: "さんが {emoji} でリアクションしました",
  reposted: "さんがあなたの投稿をリポストしました",
  subscribed: "さんがサブスクリプションの支払いをしました",
  subscriptionExpired: "さんのサブスクリプションの期限が切れました",
  subscriberLeft: "さんはサブスクライバーではなくなりました",
  moved: "さんが新しいサーバーに移行しました",
  signedUp: "さんが登録しました",
  moderationWarning: "さんからモデレーション警告が届きました",
  paymentAnonymous: "さんが匿名の支払いを受け取りました",
  unknown: "さんから通知が届きました",
  viewFollowRequests: "フォローリクエストを表示",
  dismiss: "通知を消去",
  dismissed: "通知を消去しました。",
  showMore: "通知をもっと見る",
  loadingMore: "読み込み中…",
  empty: "通知はまだありません。",
  newSince: "新着",
  tools: {
    markRead: "すべて既読にする",
    marked: "すべての通知を既読にしました",
    clear: "すべて消去",
    confirmClear: "すべての通知を削除しますか？元に戻せません。",
    cleared: "通知を消去しました",
  },
} satisfies NamespaceTranslation<"notifications">;

export default notifications;
