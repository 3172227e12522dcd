// The carousel banner's view controller, cells and footer are the app's own files, listed in uikit-sources.txt
// by Scripts/lib/list-seed-layouts.sh and compiled unedited by the LinuxUIKitSources plugin. A module needs one
// file of its own for SwiftPM to build it; this is that file.
