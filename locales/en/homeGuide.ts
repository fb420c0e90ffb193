// Home's first-day guide (features/timeline/HomeWelcome.tsx): loaded with the guide, which shows only on an empty
// home, not with every feed's words.
const homeGuide = {
  intro: "Home shows posts from the people you follow. It is empty for now: follow a few people, or start with the public timelines.",
  local: "everyone's posts on {instance}",
  federated: "public posts from other servers that people here follow",
  suggestions: "People to follow",
} as const;

export default homeGuide;
