// Registers every namespace at start-up.
import "./about";
import "./auth";
import "./compose";
import "./feeds";
import "./notifications";
import "./post";
import "./profile";
import "./relationships";
import "./search";
import "./settings";
import "./subscriptions";
import "./timeline";
