// Settings, identities, migration, import and export (the profile form is ./profileEdit, the identity proofs
// ./proofs).
export default {
  title: "Settings",

  profileSection: "Profile",
  editProfile: "Edit profile",
  subscriptionsSection: "Subscriptions",
  manageSubscriptions: "Manage subscriptions",

  appearanceSection: "Appearance",
  theme: {
    label: "Theme",
    system: "Same as this device",
    light: "Light",
    dark: "Dark",
  },
  language: "Language",

  postsSection: "Posts",
  contentWarnings: "Hide sensitive posts behind content warnings",
  ctrlEnter: "Send posts with Ctrl+Enter",
  altTextReminder: "Remind me to describe images before publishing",
  defaultVisibility: "Default post visibility",
  visibilityPublic: "Public",
  visibilityFollowers: "Followers",
  visibilitySubscribers: "Subscribers",

  authenticationSection: "Authentication",
  authMethods: "Sign-in methods of this account",
  methodPassword: "Password",
  methodEip4361: "EIP-4361 (Ethereum)",
  methodCaip122Monero: "CAIP-122 (Monero)",
  changePassword: "Change password",
  newPassword: "New password",
  confirmPassword: "Repeat the new password",
  passwordMismatch: "The passwords do not match.",
  passwordChanged: "Password changed",

  exportSection: "Export",
  exportFollows: "Follows ({count})",
  exportFollowers: "Followers ({count})",
  download: "Download",
  downloadFollows: "Download follows as CSV",
  downloadFollowers: "Download followers as CSV",

  importSection: "Import",
  importFollowsLink: "Import follows",

  migrateSection: "Migrate account",
  manageIdentities: "Manage identities",
  moveFollowersLink: "Move followers",

  dangerSection: "Delete account",
  deleteAccount: "Delete account",
  deleteAccountConfirm: "Delete your account? Your profile and posts will be removed. This can not be undone.",
  accountDeleted: "Your account was deleted.",

  experimentsSection: "Experiments",
  experimentsSummary: "Experimental features: they may change or stop working",
  importFollowersLink: "Import followers",
  conversationNewTab: "Open conversations in a new tab",


  aliases: {
    title: "Identities",
    explanation:
      "Before you can move your followers from another account to this one, list that account here as an alias. The other account must name this one as an alias too.",
    declared: "Declared aliases",
    verified: "Verified aliases",
    verifiedHint: "These accounts name this account as an alias too.",
    unknownAccount: "Unknown profile",
    remove: "Remove alias {name}",
    addTitle: "Add alias",
    address: "Fediverse address",
    addressPlaceholder: "user@example.social",
    add: "Add",
    suggestions: "Several profiles match. Choose one:",
    userNotFound: "user not found",
    alreadyAdded: "user is already in the list",
    added: "Alias added",
    removed: "Alias removed",
    adding: "Adding the alias…",
    removing: "Removing the alias…",
  },

  move: {
    title: "Move followers",
    explanation:
      "Your followers will follow the target account instead. The target account must list this account as an alias first.",
    target: "Target account address",
    targetPlaceholder: "user@example.social",
    move: "Move",
    userNotFound: "user not found",
    moved: "Your followers are moving to {address}.",
  },


  imports: {
    followersTitle: "Import followers",
    followersIntro:
      "Move followers from one of your aliases to this account. Export the followers there as CSV and paste them here.",
    fromActorId: "Source actor ID",
    fromActorIdPlaceholder: "https://example.social/users/me",
    followersCsv: "Followers (CSV)",
    followsTitle: "Import follows",
    followsIntro: "Follow every account in a CSV list, one address per line. This runs in the background.",
    followsCsv: "Follows (CSV)",
    import: "Import",
    followersImported: "Followers imported",
    followsImported: "The accounts will be followed shortly.",
  },
  shortcuts: {
    enabled: "Keyboard shortcuts (press ? to list them)",
  },
} as const;
