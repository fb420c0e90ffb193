// Chunk group "reading": the post card, timelines, content and the state behind them, shared by every screen that
// shows posts. The build adds `import` of this file to those screens and to the lazy parts inside them (see
// READING_TARGETS in build.mjs), so these modules travel in one chunk rather than many small ones.
import "./people";
import "./cards";
import "../../entities/timeline/Timeline";
import "../../entities/timeline/timeline-state";
import "../../entities/composer/ComposerSlot";
import "../../state/ns/timeline";
// The feed views' stylesheet is in the signed-in stylesheet group (chunks/frame.css): its link travels here, not in a
// file of its own.
import "../../features/timeline/timeline.css";
