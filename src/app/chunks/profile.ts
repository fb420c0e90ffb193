// Chunk group "profile": the profile's queries, actions and rules, which the profile page and its gallery both load
// at once (with its lists and menu, which load later). The build adds `import` of this file to every lazily loaded
// module that uses one of these modules (build.mjs USE_GROUPS), so they travel in one file rather than two.
import "../../features/profile/queries";
import "../../features/profile/actions";
import "../../features/profile/profile-rules";
