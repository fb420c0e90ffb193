import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Đăng nhập bằng máy chủ của bạn",
  intro: "Bạn có tài khoản trên một máy chủ khác tương thích Mastodon? Đăng nhập ở đó và dùng nó tại đây.",
  name: "Máy chủ của bạn",
  nameHint: "Tên máy chủ, như example.social, hoặc địa chỉ của bạn, như @ban@example.social.",
  submit: "Tiếp tục đến máy chủ của bạn",
  going: "Đang mở máy chủ của bạn…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
