import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "正在完成登录…",
    invalidName: "这不是服务器名称。请输入服务器名称（如 example.social）或你的账号地址（如 @you@example.social）。",
    unknownServer: "没有服务器响应这个名称。请检查拼写；如果拼写无误，可能是此客户端不允许连接到该服务器。",
    notMastodon: "该服务器不提供兼容 Mastodon 的 API，因此无法从这里登录。",
    registrationRefused: "该服务器拒绝注册此应用，因此无法从这里登录。",
    denied: "你没有允许此应用使用你的账号。没有任何更改。",
    stateMismatch: "此响应与这里发起的任何登录都不匹配（可能已过期或来自其他页面）。请重新开始。",
    codeRefused: "服务器未接受此次登录。请重试。",
    network: "无法连接到服务器。请检查网络连接后重试。",
    serverSaid: "服务器返回：{message}",
    failedTitle: "登录未完成",
    tryAgain: "重试",
  },
  switchTo: "切换到 {name}（{handle}）",
  add: "添加账号",
  addTitle: "添加账号",
  addIntro: "登录另一个账号。已有的账号会保持登录，你可以在账号菜单中切换。",
  signOutOf: "从 {handle} 退出登录",
  switchFailed: "无法切换到 {handle}：{message}",
  continueAs: "以此账号继续",
  continueAsName: "以 {name}（{handle}）继续",
  switchRefused: "{handle} 已不再在此登录：其服务器拒绝了保存的登录，因此已从此列表中移除。如需使用，请重新登录。",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
