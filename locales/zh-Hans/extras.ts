import type { NamespaceTranslation } from "../partial";

const extras = {
  nav: {
    outgoingRequests: "已发送的关注请求",
  },
  tracking: {
    follow: "关注此对话",
    unfollow: "取消关注此对话",
    followed: "此对话中的每条回复都会通知你",
    unfollowed: "此对话中的每条回复将不再通知你",
    removeFromGroup: "从群组中移除",
    confirmRemove: "要从群组中移除这条帖子吗？",
    removed: "已从群组中移除帖子",
  },
  sessions: {
    title: "会话",
    hint: "你登录过的地方。退出任何你不认识的会话。",
    current: "当前会话",
    started: "登录于 {date}",
    unknownApp: "未知应用",
    end: "退出",
    confirmEnd: "要退出此会话吗？",
    ended: "会话已结束",
  },
  notifications: {
    policyTitle: "通知过滤",
    policyHint: "由服务器根据你的提及设置决定。",
    forNotFollowing: "来自你未关注的人",
    forNotFollowers: "来自未关注你的人",
    forNewAccounts: "来自最近 30 天内创建的账号",
    forPrivateMentions: "私信",
    accept: "显示",
    drop: "隐藏",
  },
  requests: {
    title: "已发送的关注请求",
    none: "没有待处理的关注请求",
    cancel: "撤回请求",
    cancelLabel: "撤回对 {name} 的关注请求",
    cancelled: "已撤回关注请求",
    inLists: "在你的自定义信息流中：{lists}",
    inNoLists: "不在你的任何自定义信息流中",
    showLists: "包含此资料的自定义信息流",
  },
  identity: {
    title: "已关联的身份",
    remove: "移除",
    removeLabel: "移除 {did}",
    confirmRemove: "要移除已关联的身份 {did} 吗？",
    removed: "已移除身份",
  },
  admin: {
    lastLogin: "最近登录：{date}",
    neverLoggedIn: "从未登录",
    group: "群组",
    title: "本地账号",
  },
  accountLists: {
    inList: "在你的自定义信息流中：{title}",
    none: "不在你的任何自定义信息流中",
  },
} satisfies NamespaceTranslation<"extras">;

export default extras;
