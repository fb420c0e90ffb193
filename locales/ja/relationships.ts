import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "フォローリクエスト",
  noFollowRequests: "フォローリクエストはありません。",
  showMoreRequests: "リクエストをもっと見る",
  accept: "承認",
  reject: "拒否",
  acceptLabel: "{name} からのフォローリクエストを承認",
  rejectLabel: "{name} からのフォローリクエストを拒否",
  accepted: "{name} からのフォローリクエストを承認しました。",
  rejected: "{name} からのフォローリクエストを拒否しました。",
  mutesTitle: "ミュートしたユーザー",
  noMutes: "ミュートしているユーザーはいません。",
  showMoreUsers: "ユーザーをもっと見る",
  directoryTitle: "プロフィール一覧",
  noProfiles: "プロフィールが見つかりません。",
  showMoreProfiles: "プロフィールをもっと見る",
  postCount: "{count} 件の投稿",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
