import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "用你的服务器登录",
  intro: "在其他兼容 Mastodon 的服务器上有账号？在那里登录，然后在这里使用。",
  name: "你的服务器",
  nameHint: "服务器名称，如 example.social，或你的账号地址，如 @you@example.social。",
  submit: "前往你的服务器",
  going: "正在打开你的服务器…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
