import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "設定",

  profileSection: "プロフィール",
  editProfile: "プロフィールを編集",
  subscriptionsSection: "サブスクリプション",
  manageSubscriptions: "サブスクリプションを管理",

  appearanceSection: "外観",
  theme: {
    label: "テーマ",
    system: "端末の設定に合わせる",
    light: "ライト",
    dark: "ダーク",
  },
  language: "言語",

  postsSection: "投稿",
  contentWarnings: "センシティブな投稿をコンテンツ警告の後ろに隠す",
  ctrlEnter: "Ctrl+Enter で投稿する",
  altTextReminder: "投稿前に画像の説明を入力するよう通知する",
  defaultVisibility: "投稿の既定の公開範囲",
  visibilityPublic: "公開",
  visibilityFollowers: "フォロワー",
  visibilitySubscribers: "サブスクライバー",

  authenticationSection: "認証",
  authMethods: "このアカウントのログイン方法",
  methodPassword: "パスワード",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "パスワードを変更",
  newPassword: "新しいパスワード",
  confirmPassword: "新しいパスワード (確認)",
  passwordMismatch: "パスワードが一致しません。",
  passwordChanged: "パスワードを変更しました",

  exportSection: "エクスポート",
  exportFollows: "フォロー ({count})",
  exportFollowers: "フォロワー ({count})",
  download: "ダウンロード",
  downloadFollows: "フォローを CSV でダウンロード",
  downloadFollowers: "フォロワーを CSV でダウンロード",

  importSection: "インポート",
  importFollowsLink: "フォローをインポート",

  migrateSection: "アカウントの移行",
  manageIdentities: "ID を管理",
  moveFollowersLink: "フォロワーを移行",

  dangerSection: "アカウントの削除",
  deleteAccount: "アカウントを削除",
  deleteAccountConfirm: "アカウントを削除しますか？プロフィールと投稿はすべて削除されます。この操作は取り消せません。",
  accountDeleted: "アカウントを削除しました。",

  experimentsSection: "実験的機能",
  experimentsSummary: "実験的な機能です。変更されたり、動作しなくなったりする場合があります",
  importFollowersLink: "フォロワーをインポート",
  conversationNewTab: "会話を新しいタブで開く",


  aliases: {
    title: "ID",
    explanation:
      "別のアカウントからこのアカウントにフォロワーを移行するには、まずそのアカウントをここにエイリアスとして登録してください。移行元のアカウントでも、このアカウントをエイリアスとして登録する必要があります。",
    declared: "登録済みのエイリアス",
    verified: "確認済みのエイリアス",
    verifiedHint: "これらのアカウントも、このアカウントをエイリアスとして登録しています。",
    unknownAccount: "不明なプロフィール",
    remove: "エイリアス {name} を削除",
    addTitle: "エイリアスを追加",
    address: "Fediverse アドレス",
    addressPlaceholder: "user@example.social",
    add: "追加",
    suggestions: "複数のプロフィールが該当しました。1つ選んでください:",
    userNotFound: "ユーザーが見つかりません",
    alreadyAdded: "このユーザーはすでにリストに含まれています",
    added: "エイリアスを追加しました",
    removed: "エイリアスを削除しました",
    adding: "エイリアスを追加しています…",
    removing: "エイリアスを削除しています…",
  },

  move: {
    title: "フォロワーを移行",
    explanation:
      "フォロワーは、このアカウントの代わりに移行先のアカウントをフォローするようになります。移行先のアカウントで、あらかじめこのアカウントをエイリアスとして登録しておく必要があります。",
    target: "移行先のアカウントのアドレス",
    targetPlaceholder: "user@example.social",
    move: "移行",
    userNotFound: "ユーザーが見つかりません",
    moved: "フォロワーを {address} に移行しています。",
  },


  imports: {
    followersTitle: "フォロワーをインポート",
    followersIntro:
      "エイリアスのいずれかから、このアカウントにフォロワーを移行します。移行元でフォロワーを CSV としてエクスポートし、ここに貼り付けてください。",
    fromActorId: "移行元のアクター ID",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "フォロワー (CSV)",
    followsTitle: "フォローをインポート",
    followsIntro: "CSV リスト (1 行に 1 アドレス) にあるすべてのアカウントをフォローします。処理はバックグラウンドで行われます。",
    followsCsv: "フォロー (CSV)",
    import: "インポート",
    followersImported: "フォロワーをインポートしました",
    followsImported: "まもなくこれらのアカウントをフォローします。",
  },
  shortcuts: {
    enabled: "キーボードショートカット（? で一覧を表示）",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
