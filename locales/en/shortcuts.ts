// Words of the keyboard shortcuts' help ("?"): they load with it, not with every post screen.
export default {
  title: "Keyboard shortcuts",
  then: "then",
  next: "Next post",
  previous: "Previous post",
  open: "Open the post",
  reply: "Reply",
  like: "Like",
  repost: "Repost",
  menu: "More actions",
  compose: "New post",
  search: "Search",
  home: "Go to home",
  notifications: "Go to notifications",
  help: "Show this list",
  turnOff: "You can turn keyboard shortcuts off in Settings.",
} as const;
