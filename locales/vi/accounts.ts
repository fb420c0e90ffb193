import type { NamespaceTranslation } from "../partial";

const accounts = {
  signIn: {
    finishing: "Đang hoàn tất đăng nhập…",
    invalidName: "Đó không phải tên máy chủ. Hãy nhập tên máy chủ, như example.social, hoặc địa chỉ của bạn, như @ban@example.social.",
    unknownServer: "Không có máy chủ nào trả lời với tên đó. Hãy kiểm tra chính tả; nếu đúng, có thể ứng dụng này không được phép kết nối tới máy chủ đó.",
    notMastodon: "Máy chủ đó không cung cấp API tương thích Mastodon, nên bạn không thể đăng nhập vào nó từ đây.",
    registrationRefused: "Máy chủ đã từ chối đăng ký ứng dụng này, nên bạn không thể đăng nhập vào nó từ đây.",
    denied: "Bạn đã không cho phép ứng dụng này dùng tài khoản của bạn. Không có gì thay đổi.",
    stateMismatch: "Phản hồi này không khớp với lần đăng nhập nào bắt đầu tại đây (có thể đã cũ hoặc đến từ trang khác). Vui lòng bắt đầu lại.",
    codeRefused: "Máy chủ không chấp nhận lần đăng nhập này. Vui lòng thử lại.",
    network: "Không thể kết nối tới máy chủ. Hãy kiểm tra kết nối và thử lại.",
    serverSaid: "Máy chủ cho biết: {message}",
    failedTitle: "Đăng nhập chưa hoàn tất",
    tryAgain: "Thử lại",
  },
  switchTo: "Chuyển sang {name} ({handle})",
  add: "Thêm tài khoản",
  addTitle: "Thêm tài khoản",
  addIntro: "Đăng nhập bằng một tài khoản khác. Bạn vẫn đăng nhập ở các tài khoản hiện có và có thể chuyển qua lại trong menu tài khoản.",
  signOutOf: "Đăng xuất khỏi {handle}",
  switchFailed: "Không thể chuyển sang {handle}: {message}",
  continueAs: "Tiếp tục với",
  continueAsName: "Tiếp tục với {name} ({handle})",
  switchRefused: "{handle} không còn đăng nhập ở đây: máy chủ của tài khoản đã từ chối lần đăng nhập đã lưu nên tài khoản bị xóa khỏi danh sách này. Hãy đăng nhập lại để dùng.",
} satisfies NamespaceTranslation<"accounts">;

export default accounts;
