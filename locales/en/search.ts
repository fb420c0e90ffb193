export default {
  title: "Search",
  titleWithQuery: "Search: {q}",
  people: "{count:number} {{person|people}}",
  posts: "{count:number} post{{s}}",
  tags: "{count:number} hashtag{{s}}",
  noResults: "No results",
  showMore: "Show more results",
  peopleHeading: "People",
  postsHeading: "Posts",
  tagsHeading: "Hashtags",
  enterQuery: "Type something in the search box above: @ for people, # for hashtags, > for text in posts.",
} as const;
