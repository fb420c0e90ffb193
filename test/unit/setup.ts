// Unit tests render components without the app's entry point, so every English namespace is registered here.
import "../../src/state/ns/all";
