import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Khám phá",
  signIn: "Đăng nhập",
  signUp: "Đăng ký",
  toSignUp: "Chưa có tài khoản?",
  toSignIn: "Đã có tài khoản?",
  formTitleSignIn: "Đăng nhập vào {instance}",
  formTitleSignUp: "Tạo tài khoản trên {instance}",
  method: "Phương thức đăng nhập",
  methodPassword: "Mật khẩu",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Tên người dùng",
  usernameSuffix: "@{domain}",
  username_only_letters: "Chỉ được dùng chữ cái, chữ số, dấu gạch ngang và dấu gạch dưới.",
  password: "Mật khẩu",
  inviteCode: "Mã mời",
  inviteCodeHint: "Máy chủ này chỉ nhận tài khoản mới qua lời mời.",
  ethereumHint: "Bạn sẽ được yêu cầu ký một thông điệp bằng ví trên trình duyệt.",
  ethereumHelpLink: "Cần có ví Ethereum: cách hoạt động",
  walletNotFound: "không tìm thấy ví",
  submitting: "Đang đăng nhập…",
  signInOnServer: "Bạn đăng nhập trên trang riêng của máy chủ này rồi quay lại đây ở trạng thái đã đăng nhập.",
  incorrectPassword: "mật khẩu không đúng",
  userNotFound: "không tìm thấy người dùng",
  invalidSignature: "chữ ký không hợp lệ",
  invalidInviteCode: "mã mời không hợp lệ",
  userAlreadyExists: "người dùng đã tồn tại",
} satisfies NamespaceTranslation<"auth">;

export default auth;
