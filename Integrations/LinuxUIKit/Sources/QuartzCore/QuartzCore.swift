// `import QuartzCore` in an app's layout file: `CATransform3D` and its functions are FilmstripUIKit's.
@_exported import FilmstripUIKit
