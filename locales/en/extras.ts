// Words for what the server offers beyond the original client: conversation following, groups, sessions, the
// notification filters, sent follow requests, linked identities, the local accounts. (The liked posts page, who
// interacted with a post and the direct messages have namespaces of their own: favourites, interactions, messages.)
export default {
  nav: {
    outgoingRequests: "Sent follow requests",
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
  sessions: {
    title: "Sessions",
    hint: "Where you are signed in. Log out of a session you do not recognise.",
    current: "This session",
    started: "Signed in on {date}",
    unknownApp: "Unknown app",
    end: "Log out",
    confirmEnd: "Log out of this session?",
    ended: "Session ended",
  },
  notifications: {
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
