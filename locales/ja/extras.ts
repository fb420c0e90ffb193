import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "送信したフォローリクエスト",
  },
  tracking: {
    follow: "会話をフォロー",
    unfollow: "会話のフォローをやめる",
    followed: "この会話のすべての返信を通知します",
    unfollowed: "この会話のすべての返信の通知を停止しました",
    removeFromGroup: "グループから削除",
    confirmRemove: "この投稿をグループから削除しますか？",
    removed: "投稿をグループから削除しました",
  },
  sessions: {
    title: "セッション",
    hint: "ログインしている場所です。心当たりのないセッションはログアウトしてください。",
    current: "このセッション",
    started: "{date} にログイン",
    unknownApp: "不明なアプリ",
    end: "ログアウト",
    confirmEnd: "このセッションをログアウトしますか？",
    ended: "セッションを終了しました",
  },
  notifications: {
    policyTitle: "通知フィルター",
    policyHint: "メンションの設定をもとにサーバーが決めています。",
    forNotFollowing: "フォローしていない人から",
    forNotFollowers: "フォローされていない人から",
    forNewAccounts: "作成から30日以内のアカウントから",
    forPrivateMentions: "ダイレクトメッセージ",
    accept: "表示",
    drop: "非表示",
  },
  requests: {
    title: "送信したフォローリクエスト",
    none: "保留中のフォローリクエストはありません",
    cancel: "リクエストを取り消す",
    cancelLabel: "{name} へのフォローリクエストを取り消す",
    cancelled: "フォローリクエストを取り消しました",
    inLists: "あなたのカスタムフィード: {lists}",
    inNoLists: "どのカスタムフィードにも入っていません",
    showLists: "このプロフィールを含むカスタムフィード",
  },
  identity: {
    title: "連携済みのID",
    remove: "削除",
    removeLabel: "{did} を削除",
    confirmRemove: "連携済みのID {did} を削除しますか？",
    removed: "IDを削除しました",
  },
  admin: {
    lastLogin: "最終ログイン: {date}",
    neverLoggedIn: "ログイン履歴なし",
    group: "グループ",
    title: "ローカルアカウント",
  },
  accountLists: {
    inList: "カスタムフィード「{title}」に含まれています",
    none: "どのカスタムフィードにも含まれていません",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
