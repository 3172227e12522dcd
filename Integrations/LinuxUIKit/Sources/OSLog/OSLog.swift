// `import OSLog` in an app's file: the same `Logger` as `import os` (Apple's OSLog module re-exports os).
@_exported import os
