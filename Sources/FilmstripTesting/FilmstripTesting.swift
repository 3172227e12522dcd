// A test target imports FilmstripTesting beside Filmstrip; the verifier's types its assertions speak of
// (`RecordMode`, `SnapshotVerifier`, `SnapshotOutcome`) come with it, so no third import is needed.
@_exported import FilmstripSuite
