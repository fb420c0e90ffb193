// Chunk group "profile": the profile's pure rules and its first screen's words, which the profile page and its
// gallery both load at once. The build adds `import` of this file to every lazily loaded module that uses one of
// these modules (build.mjs USE_GROUPS), so they travel in one file rather than two.
import "../../features/profile/profile-rules";
import "../../state/ns/profile";
