import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Địa chỉ Monero",
  moneroAddressHint: "Địa chỉ chính của ví bạn.",
  moneroMessage: "Thông điệp cần ký",
  moneroMessageHint: "Hãy ký thông điệp này bằng ví Monero của bạn, rồi dán chữ ký vào bên dưới.",
  moneroSignature: "Chữ ký",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Máy chủ này cho phép bạn đăng ký và đăng nhập bằng ví Ethereum thay cho mật khẩu. Địa chỉ ví xác định tài khoản của bạn; bạn chứng minh quyền sở hữu bằng cách ký một thông điệp ngắn.",
  ethereumHelp2: "Hãy cài một ví trình duyệt hỗ trợ giao diện nhà cung cấp chuẩn (EIP-1193), ví dụ một tiện ích ví cho trình duyệt, rồi quay lại và chọn Ethereum trên biểu mẫu đăng nhập.",
  ethereumHelp3: "Việc ký thông điệp hoàn toàn miễn phí và không gửi giao dịch nào: nó chỉ cho thấy bạn kiểm soát địa chỉ đó.",
  backToSignIn: "Quay lại đăng nhập",
  ethereumLinks: {
    learnMore: "Tìm hiểu thêm",
    wallets: "Chọn một ví Ethereum",
    metamask: "MetaMask, ví trên trình duyệt",
    exchanges: "Sàn giao dịch không yêu cầu giấy tờ tùy thân",
    privacy: "Privacy Guides: quyền riêng tư với tiền mã hóa",
  },
  ethereumNotOffered: "Máy chủ này không hỗ trợ đăng nhập bằng ví Ethereum: trang đăng nhập cho biết những cách mà máy chủ hỗ trợ.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
