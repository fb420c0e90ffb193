// Words of the liked posts page.
export default {
  title: "Liked posts",
} as const;
