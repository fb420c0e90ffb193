// Words for what the server offers beyond the original client: liked posts, who interacted, direct
// messages, conversation following, groups, sessions, notification housekeeping.
export default {
  nav: {
    outgoingRequests: "Sent follow requests",
  },
  favourites: {
    title: "Liked posts",
  },
  interactions: {
    // Links under the focused post of a thread, and the tabs of the page they open.
    label: "Who interacted",
    likes: "Liked by",
    reposts: "Reposted by",
    reactions: "Reactions",
    nobody: "Nobody yet",
    showMore: "Show more",
    backToPost: "Back to the post",
  },
  tracking: {
    follow: "Follow conversation",
    unfollow: "Stop following conversation",
    followed: "You will be notified of every reply in this conversation",
    unfollowed: "You will no longer be notified of every reply in this conversation",
    removeFromGroup: "Remove from group",
    confirmRemove: "Remove this post from the group?",
    removed: "Post removed from the group",
  },
  messages: {
    title: "Direct messages",
    empty: "No direct messages yet",
    // {names}: the other people in the conversation, e.g. "@bob, @carol"
    with: "With {names}",
    onlyYou: "Only you",
    unread: "Unread",
    reply: "Reply",
    replyTo: "Reply to {names}",
    send: "Send",
    sending: "Sending…",
    sent: "Message sent",
    showMore: "Show more conversations",
    openThread: "Open the conversation",
  },
  sessions: {
    title: "Sessions",
    hint: "Where you are signed in. Sign out of a session you do not recognise.",
    current: "This session",
    started: "Signed in on {date}",
    unknownApp: "Unknown app",
    end: "Sign out",
    confirmEnd: "Sign out of this session?",
    ended: "Session ended",
  },
  notifications: {
    markRead: "Mark all as read",
    marked: "All notifications marked as read",
    clear: "Clear all",
    confirmClear: "Delete all your notifications? This cannot be undone.",
    cleared: "Notifications cleared",
    policyTitle: "Notification filters",
    policyHint: "Set by the server from your mention settings.",
    forNotFollowing: "From people you do not follow",
    forNotFollowers: "From people who do not follow you",
    forNewAccounts: "From accounts created in the last 30 days",
    forPrivateMentions: "Direct messages",
    accept: "Shown",
    drop: "Hidden",
  },
  requests: {
    title: "Sent follow requests",
    none: "No pending follow requests",
    cancel: "Cancel request",
    cancelLabel: "Cancel the follow request to {name}",
    cancelled: "Follow request cancelled",
    // {lists}: titles of custom feeds, e.g. "Bikes, Garden"
    inLists: "In your custom feeds: {lists}",
    inNoLists: "Not in any of your custom feeds",
    showLists: "Custom feeds with this profile",
  },
  identity: {
    title: "Linked identities",
    remove: "Remove",
    // {did}: a decentralized identifier, e.g. did:key:z6Mk…
    removeLabel: "Remove {did}",
    confirmRemove: "Remove the linked identity {did}?",
    removed: "Identity removed",
  },
  admin: {
    lastLogin: "Last sign-in: {date}",
    neverLoggedIn: "Never signed in",
    group: "Group",
    /** The local accounts page's title, the name of its sidebar entry. */
    title: "Local accounts",
  },
  accountLists: {
    inList: "In your custom feed: {title}",
    none: "Not in any of your custom feeds",
  },
} as const;
