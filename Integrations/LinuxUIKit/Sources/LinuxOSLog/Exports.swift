// What `import os`, `import os.log` and `import OSLog` bring an app's file once the plugin has rewritten them to
// `import LinuxOSLog`: Apple's `Logger` and its message types, with Foundation as Apple's `os` brings it.
@_exported import Foundation
