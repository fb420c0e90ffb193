// Unit tests render components without the app's entry point, so every English namespace is registered here.
import "../../src/state/ns/about";
import "../../src/state/ns/auth";
import "../../src/state/ns/compose";
import "../../src/state/ns/extras";
import "../../src/state/ns/feeds";
import "../../src/state/ns/groups";
import "../../src/state/ns/notifications";
import "../../src/state/ns/post";
import "../../src/state/ns/profile";
import "../../src/state/ns/relationships";
import "../../src/state/ns/search";
import "../../src/state/ns/settings";
import "../../src/state/ns/subscriptions";
import "../../src/state/ns/timeline";
import "../../src/state/ns/reading";
import "../../src/state/ns/wallets";
import "../../src/state/ns/frame";
