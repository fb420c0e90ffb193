import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "探索",
  signIn: "登录",
  signUp: "注册",
  toSignUp: "还没有账号？",
  toSignIn: "已有账号？",
  formTitleSignIn: "登录 {instance}",
  formTitleSignUp: "在 {instance} 上创建账号",
  method: "登录方式",
  methodPassword: "密码",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "用户名",
  usernameSuffix: "@{domain}",
  username_only_letters: "只能使用字母、数字、连字符和下划线。",
  password: "密码",
  inviteCode: "邀请码",
  inviteCodeHint: "此服务器仅接受凭邀请注册新账号。",
  ethereumHint: "系统将请你使用浏览器钱包签署一条消息。",
  ethereumHelpLink: "需要 Ethereum 钱包：了解工作原理",
  walletNotFound: "未找到钱包",
  submitting: "正在登录…",
  signInOnServer: "你将在此服务器自己的页面上登录，然后以登录状态回到这里。",
  incorrectPassword: "密码错误",
  userNotFound: "未找到用户",
  invalidSignature: "签名无效",
  invalidInviteCode: "邀请码无效",
  userAlreadyExists: "用户已存在",
} satisfies NamespaceTranslation<"auth">;

export default auth;
