// `import os` in an app's file: Apple's `Logger` and its message types, with Foundation as Apple's `os` brings it.
@_exported import Foundation
