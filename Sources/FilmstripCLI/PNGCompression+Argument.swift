import ArgumentParser
import Filmstrip

/// `--compression fast|default|best` on the command line.
extension PNGCompression: ExpressibleByArgument {}
