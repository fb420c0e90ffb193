// Words of who interacted with a post: the links under a thread's focused post and the page they open.
export default {
  label: "Who interacted",
  likes: "Liked by",
  reposts: "Reposted by",
  reactions: "Reactions",
  nobody: "Nobody yet",
  showMore: "Show more",
  backToPost: "Back to the post",
  reactionCount: "{emoji}: {count} reaction{{s}}",
} as const;
