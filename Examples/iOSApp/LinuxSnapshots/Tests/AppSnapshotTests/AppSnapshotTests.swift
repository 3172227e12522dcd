// The app's screens and its snapshot tests come through uikit-sources.txt, compiled as they are by the
// LinuxUIKitSources plugin. SwiftPM keeps a target only when it has a source file of its own: this one.
