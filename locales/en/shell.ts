export default {
  skipToContent: "Skip to content",
  unreadNotifications: "{count:number} unread notification{{s}}",
  learnMore: "Learn more",
  visitorBanner: "You are browsing as a visitor.",
  signIn: "Sign in",
  newPost: "New post",
  safety: {
    /** Shown instead of the app when another site shows it inside a frame. */
    framed: "For your safety, Mitra does not work inside another website.",
    openInOwnTab: "Open Mitra in its own tab",
  },
} as const;
