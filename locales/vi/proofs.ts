import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "Liên kết khóa mật mã",
  intro: "Chứng minh bạn sở hữu một khóa ed25519 bằng cách dùng nó ký một thông điệp. Sau đó khóa sẽ hiển thị trên hồ sơ của bạn.",
  step1: "Bước 1: khóa công khai của bạn",
  tool: "Công cụ ký",
  createKey: "Tạo khóa và in ra khóa công khai:",
  publicKey: "Khóa công khai",
  publicKeyHint: "Dán nội dung tệp khóa công khai, hoặc chỉ dòng thứ hai của nó.",
  invalidKey: "Đây không phải khóa công khai ed25519 của minisign hay signify.",
  generate: "Tạo thông điệp",
  didMismatch: "Máy chủ đã phản hồi cho một khóa khác. Chưa có gì được ký; vui lòng thử lại.",
  step2: "Bước 2: ký thông điệp",
  message: "Thông điệp cần ký",
  signCommand: "Ký bằng lệnh:",
  signature: "Chữ ký",
  signatureHint: "Dán nội dung tệp chữ ký, hoặc chỉ dòng thứ hai của nó.",
  invalidSignature: "Đây không phải chữ ký của minisign hay signify.",
  prehashed: "Chữ ký này được tạo từ giá trị băm của thông điệp. Hãy ký bằng lệnh ở trên (minisign cần -l).",
  mismatch: "Chữ ký không khớp với khóa và thông điệp này. Hãy kiểm tra xem bạn đã ký thông điệp ở trên bằng khóa từ bước 1 chưa.",
  submit: "Gửi",
  startOver: "Làm lại từ đầu",
  linked: "Đã liên kết khóa",
  ethereumTitle: "Liên kết địa chỉ Ethereum",
  ethereumIntro: "Ký một thông điệp bằng ví Ethereum để hiển thị địa chỉ ví trên hồ sơ của bạn.",
  ethereumButton: "Liên kết địa chỉ Ethereum",
  walletNotDetected: "Không phát hiện ví Ethereum",
  ethereumLinked: "Đã liên kết địa chỉ Ethereum",
  renewVerification: "Gia hạn xác minh",
  claimCheck: {
    meaning: "Ví của bạn sẽ yêu cầu bạn ký tuyên bố này: tài khoản {account} và địa chỉ Ethereum {address} thuộc về cùng một người. Chỉ ký nếu cả hai đều là của bạn.",
    openWallet: "Mở ví",
    unreadable: "Máy chủ yêu cầu ký một tuyên bố mà ứng dụng này không đọc được, vì vậy không có gì được ký.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
