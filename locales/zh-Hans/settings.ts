import type { NamespaceTranslation } from "../partial";

const settings = {
  title: "设置",

  profileSection: "个人资料",
  editProfile: "编辑个人资料",
  subscriptionsSection: "订阅",
  manageSubscriptions: "管理订阅",

  appearanceSection: "外观",
  theme: {
    label: "主题",
    system: "跟随设备",
    light: "浅色",
    dark: "深色",
  },
  language: "语言",

  postsSection: "帖子",
  contentWarnings: "用内容警告折叠敏感帖子",
  ctrlEnter: "按 Ctrl+Enter 发送帖子",
  altTextReminder: "发布前提醒我为图片添加描述",
  defaultVisibility: "帖子默认可见范围",
  visibilityPublic: "公开",
  visibilityFollowers: "关注者",
  visibilitySubscribers: "订阅者",

  authenticationSection: "身份验证",
  authMethods: "此账号的登录方式",
  methodPassword: "密码",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "修改密码",
  newPassword: "新密码",
  confirmPassword: "再次输入新密码",
  passwordMismatch: "两次输入的密码不一致。",
  passwordChanged: "密码已修改",

  exportSection: "导出",
  exportFollows: "关注列表（{count}）",
  exportFollowers: "关注者（{count}）",
  download: "下载",
  downloadFollows: "以 CSV 格式下载关注列表",
  downloadFollowers: "以 CSV 格式下载关注者",

  importSection: "导入",
  importFollowsLink: "导入关注列表",

  migrateSection: "迁移账号",
  manageIdentities: "管理身份",
  moveFollowersLink: "迁移关注者",

  dangerSection: "删除账号",
  deleteAccount: "删除账号",
  deleteAccountConfirm: "要删除你的账号吗？你的个人资料和帖子都将被移除。此操作无法撤销。",
  accountDeleted: "你的账号已删除。",

  experimentsSection: "实验功能",
  experimentsSummary: "实验性功能：可能会变更或停止工作",
  importFollowersLink: "导入关注者",
  conversationNewTab: "在新标签页中打开对话",


  aliases: {
    title: "身份",
    explanation:
      "要将关注者从另一个账号迁移到此账号，请先在此处将该账号添加为别名。另一个账号也必须将此账号设为别名。",
    declared: "已声明的别名",
    verified: "已验证的别名",
    verifiedHint: "这些账号也已将此账号设为别名。",
    unknownAccount: "未知用户",
    remove: "移除别名 {name}",
    addTitle: "添加别名",
    address: "联邦宇宙地址",
    addressPlaceholder: "user@example.social",
    add: "添加",
    suggestions: "有多个匹配的用户，请选择一个：",
    userNotFound: "未找到用户",
    alreadyAdded: "该用户已在列表中",
    added: "别名已添加",
    removed: "别名已移除",
    adding: "正在添加别名…",
    removing: "正在移除别名…",
  },

  move: {
    title: "迁移关注者",
    explanation:
      "你的关注者将改为关注目标账号。目标账号必须先将此账号设为别名。",
    target: "目标账号地址",
    targetPlaceholder: "user@example.social",
    move: "迁移",
    userNotFound: "未找到用户",
    moved: "你的关注者正在迁移到 {address}。",
  },


  imports: {
    followersTitle: "导入关注者",
    followersIntro:
      "将关注者从你的某个别名账号迁移到此账号。请在那里将关注者导出为 CSV，然后粘贴到此处。",
    fromActorId: "来源 Actor ID",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "关注者（CSV）",
    followsTitle: "导入关注列表",
    followsIntro: "关注 CSV 列表中的所有账号，每行一个地址。此操作将在后台进行。",
    followsCsv: "关注列表（CSV）",
    import: "导入",
    followersImported: "关注者已导入",
    followsImported: "即将关注这些账号。",
  },
  shortcuts: {
    enabled: "键盘快捷键（按 ? 查看列表）",
  },
} satisfies NamespaceTranslation<"settings">;

export default settings;
