// Chunk group "profile": the profile's pure rules, which the profile page, its gallery and its menu all use. The
// build adds `import` of this file to every lazily loaded module that uses one of these modules (build.mjs
// USE_GROUPS), so they travel in one file rather than two.
import "../../features/profile/profile-rules";
