import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "Cài đặt",

  profileSection: "Hồ sơ",
  editProfile: "Sửa hồ sơ",
  subscriptionsSection: "Gói đăng ký",
  manageSubscriptions: "Quản lý gói đăng ký",

  appearanceSection: "Giao diện",
  theme: {
    label: "Giao diện",
    system: "Theo thiết bị",
    light: "Sáng",
    dark: "Tối",
  },
  language: "Ngôn ngữ",

  postsSection: "Bài đăng",
  contentWarnings: "Ẩn bài đăng nhạy cảm sau cảnh báo nội dung",
  ctrlEnter: "Gửi bài đăng bằng Ctrl+Enter",
  altTextReminder: "Nhắc tôi mô tả hình ảnh trước khi đăng",
  defaultVisibility: "Chế độ hiển thị mặc định của bài đăng",
  visibilityPublic: "Công khai",
  visibilityFollowers: "Người theo dõi",
  visibilitySubscribers: "Người đăng ký",

  authenticationSection: "Xác thực",
  authMethods: "Phương thức đăng nhập của tài khoản này",
  methodPassword: "Mật khẩu",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Đổi mật khẩu",
  newPassword: "Mật khẩu mới",
  confirmPassword: "Nhập lại mật khẩu mới",
  passwordMismatch: "Mật khẩu không khớp.",
  passwordChanged: "Đã đổi mật khẩu",

  exportSection: "Xuất dữ liệu",
  exportFollows: "Đang theo dõi ({count})",
  exportFollowers: "Người theo dõi ({count})",
  download: "Tải xuống",
  downloadFollows: "Tải danh sách đang theo dõi dưới dạng CSV",
  downloadFollowers: "Tải danh sách người theo dõi dưới dạng CSV",

  importSection: "Nhập dữ liệu",
  importFollowsLink: "Nhập danh sách đang theo dõi",

  migrateSection: "Chuyển tài khoản",
  manageIdentities: "Quản lý danh tính",
  moveFollowersLink: "Chuyển người theo dõi",

  dangerSection: "Xóa tài khoản",
  deleteAccount: "Xóa tài khoản",
  deleteAccountConfirm: "Xóa tài khoản của bạn? Hồ sơ và bài đăng của bạn sẽ bị xóa. Không thể hoàn tác.",
  accountDeleted: "Tài khoản của bạn đã bị xóa.",

  experimentsSection: "Thử nghiệm",
  experimentsSummary: "Tính năng thử nghiệm: có thể thay đổi hoặc ngừng hoạt động",
  importFollowersLink: "Nhập người theo dõi",
  conversationNewTab: "Mở cuộc trò chuyện trong thẻ mới",


  aliases: {
    title: "Danh tính",
    explanation:
      "Trước khi chuyển người theo dõi từ một tài khoản khác sang tài khoản này, hãy thêm tài khoản đó vào đây làm bí danh. Tài khoản kia cũng phải khai báo tài khoản này là bí danh.",
    declared: "Bí danh đã khai báo",
    verified: "Bí danh đã xác minh",
    verifiedHint: "Các tài khoản này cũng khai báo tài khoản này là bí danh.",
    unknownAccount: "Hồ sơ không xác định",
    remove: "Xóa bí danh {name}",
    addTitle: "Thêm bí danh",
    address: "Địa chỉ fediverse",
    addressPlaceholder: "user@example.social",
    add: "Thêm",
    suggestions: "Có nhiều hồ sơ phù hợp. Hãy chọn một:",
    userNotFound: "không tìm thấy người dùng",
    alreadyAdded: "người dùng đã có trong danh sách",
    added: "Đã thêm bí danh",
    removed: "Đã xóa bí danh",
    adding: "Đang thêm bí danh…",
    removing: "Đang xóa bí danh…",
  },

  move: {
    title: "Chuyển người theo dõi",
    explanation:
      "Người theo dõi của bạn sẽ chuyển sang theo dõi tài khoản đích. Tài khoản đích phải khai báo tài khoản này là bí danh trước.",
    target: "Địa chỉ tài khoản đích",
    targetPlaceholder: "user@example.social",
    move: "Chuyển",
    userNotFound: "không tìm thấy người dùng",
    moved: "Người theo dõi của bạn đang được chuyển sang {address}.",
  },


  imports: {
    followersTitle: "Nhập người theo dõi",
    followersIntro:
      "Chuyển người theo dõi từ một bí danh của bạn sang tài khoản này. Hãy xuất danh sách người theo dõi ở đó dưới dạng CSV rồi dán vào đây.",
    fromActorId: "ID actor nguồn",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Người theo dõi (CSV)",
    followsTitle: "Nhập danh sách đang theo dõi",
    followsIntro: "Theo dõi mọi tài khoản trong danh sách CSV, mỗi dòng một địa chỉ. Quá trình này chạy ngầm.",
    followsCsv: "Đang theo dõi (CSV)",
    import: "Nhập",
    followersImported: "Đã nhập người theo dõi",
    followsImported: "Các tài khoản sẽ sớm được theo dõi.",
  },
  shortcuts: {
    enabled: "Phím tắt (nhấn ? để xem danh sách)",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
